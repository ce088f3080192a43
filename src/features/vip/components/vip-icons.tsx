/** The VIP club's own nav icons, drawn like the shared ones (24px grid, currentColor). */
function icon(path: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, never during a render
  return function Icon() {
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
      >
        <path d={path} />
      </svg>
    );
  };
}

export const StarIcon = icon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z');
export const GiftIcon = icon('M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7S10.5 3 8 3a2 2 0 0 0 0 4M12 7s1.5-4 4-4a2 2 0 0 1 0 4');
