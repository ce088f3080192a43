import type { ReactNode } from 'react';
import { showComingSoon } from '../lib/service-links';

/**
 * An outside link (Telegram, customer service, affiliate): a real link in a new tab when the
 * merchant has one, else a button that says coming_soon (product rule 8.10), so the entry stays put.
 */
export function MessageCentreLink({ url, className, testId, children }: { url: string | null; className?: string; testId: string; children: ReactNode }) {
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={showComingSoon} data-testid={testId}>
      {children}
    </button>
  );
}
