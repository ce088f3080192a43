import type { ReactNode } from 'react';
import type { AppDownload } from '#src/shared/lib/app-download';

/**
 * The native app link, opened as the shared APP-link rules say: a package file (.ipa/.apk) in the
 * same tab, so the download starts here; a store or landing page in a new tab.
 */
export function AppDownloadLink({ app, className, testId, children }: { app: AppDownload; className?: string; testId: string; children: ReactNode }) {
  return (
    <a className={className} href={app.url} data-testid={testId} {...(app.sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
}
