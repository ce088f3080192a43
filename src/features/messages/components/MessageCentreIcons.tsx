import type { SVGProps } from 'react';

/** The message centre's own icons, drawn like the shared ones (24 px grid, currentColor). */
function Icon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function TelegramIcon() {
  return (
    <Icon>
      <path d="M21 4 3 11l6 2 2 6 3-4 5 4z" />
      <path d="m9 13 8-6" />
    </Icon>
  );
}

export function MailIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}

export function HeadsetIcon() {
  return (
    <Icon>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <path d="M4 15a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 15a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2z" />
      <path d="M17 17v1a3 3 0 0 1-3 3h-2" />
    </Icon>
  );
}
