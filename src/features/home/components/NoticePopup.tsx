import { Trans } from '@lingui/react/macro';
import type { Notice } from '#src/shared/contract/games';
import { sanitizeHtml } from '#src/shared/lib/sanitize-html';
import { Button } from '#src/shared/ui/Button';
import { Modal } from '#src/shared/ui/Modal';
import styles from './NoticePopup.module.css';

type Props = { notices: readonly Notice[]; onClose: () => void };

/** The popup notices (announcement type PU): each title with its sanitized content. */
export function NoticePopup({ notices, onClose }: Props) {
  return (
    <Modal
      title={<Trans id="route_notice">Announcements</Trans>}
      onClose={onClose}
      testId="notice-popup"
      actions={
        <Button onClick={onClose} data-testid="notice-popup-close">
          <Trans id="close">Close</Trans>
        </Button>
      }
    >
      <ul className={styles.list}>
        {notices.map((n) => (
          <li key={n.id} className={styles.item} data-testid="notice-popup-item">
            <h3 className={styles.title}>{n.title}</h3>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized first (product rule 10.11) */}
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.content) }} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
