import { Plural } from '@lingui/react/macro';
import { badgeText } from '../lib/badge-count';
import styles from './Badge.module.css';

/**
 * An unread-count badge (99+ at most); nothing for 0. Screen readers hear the whole count
 * ("3 unread") rather than the bare figure.
 */
export function Badge({ count }: { count: number }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className={styles.badge} data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">
        {/* Set apart from the label it follows: "Inbox 3 unread", not "Inbox3 unread". */}{' '}
        <Plural id="unread_count" value={count} one="# unread" other="# unread" />
      </span>
    </span>
  );
}
