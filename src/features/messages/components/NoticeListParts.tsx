import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { sanitizeHtml } from '#src/shared/lib/sanitize-html';
import { Button } from '#src/shared/ui/Button';
import { Modal } from '#src/shared/ui/Modal';
import styles from './NoticeList.module.css';

/** The parts the announcement list and the inbox share: rows, the skeleton and the reading dialog. */

/** Grey rows while the list loads; screen readers hear one "Loading". */
export function ListSkeleton() {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">
        <Trans id="loading">Loading…</Trans>
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonLine} />
          <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        </div>
      ))}
    </div>
  );
}

type RowProps = {
  testId: string;
  id: number;
  title: string;
  date: string;
  read: boolean;
  /** A label above the title (the announcement's kind). */
  kicker?: ReactNode;
  onOpen: () => void;
  /** Further actions beside the row (delete). */
  aside?: ReactNode;
};

/** One message: the whole row opens it; unread shows as a dot and bold title, and is said aloud. */
export function MessageRow({ testId, id, title, date, read, kicker, onOpen, aside }: RowProps) {
  return (
    <li className={`${styles.row} ${read ? '' : styles.unread}`} data-testid={testId} data-id={id} data-read={read}>
      <button type="button" className={styles.open} onClick={onOpen}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.main}>
          {kicker && <span className={styles.kicker}>{kicker}</span>}
          <span className={styles.title}>
            {!read && (
              <span className="visually-hidden">
                <Trans id="message_unread">Unread</Trans>:{' '}
              </span>
            )}
            {title}
          </span>
          <span className={styles.date}>{date}</span>
        </span>
      </button>
      {aside}
    </li>
  );
}

/** A message in full: its sanitized HTML, scrollable when long. */
export function ReadDialog({
  title,
  date,
  html,
  onClose,
  extraAction,
  testId,
}: {
  title: string;
  date: string;
  html: string;
  onClose: () => void;
  extraAction?: ReactNode;
  testId: string;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      testId={testId}
      actions={
        <>
          {extraAction}
          <Button variant="secondary" onClick={onClose} data-testid={`${testId}-close`}>
            <Trans id="close">Close</Trans>
          </Button>
        </>
      }
    >
      <p className={styles.dialogDate}>{date}</p>
      {/* Focusable so a keyboard can scroll a long message. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so a keyboard can scroll it (WCAG 2.1.1) */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized first (product rule 10.11) */}
      <div className={styles.content} tabIndex={0} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Modal>
  );
}

/** A quiet line at the top of the list: offline, and what happens to what is done meanwhile. */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.offline} role="status">
      {children}
    </p>
  );
}
