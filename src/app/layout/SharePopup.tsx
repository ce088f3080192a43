import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { referralLink } from '#src/shared/lib/referral-link';
import { Button } from '#src/shared/ui/Button';
import { copyText } from '#src/shared/ui/copy-text';
import { Modal } from '#src/shared/ui/Modal';
import styles from './BottomNav.module.css';

const COPIED = msg({ id: 'link_copied', message: 'Link copied' });

/** The referral popup: the member's registration link, to copy or hand to the share sheet. */
export function SharePopup({ account, onClose }: { account: string; onClose: () => void }) {
  const link = referralLink(window.location.origin, account);
  const canShare = typeof navigator.share === 'function';

  return (
    <Modal
      testId="share-popup"
      title={<Trans id="share_title">Invite friends</Trans>}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => void copyText(link, COPIED)} data-testid="share-copy">
            <Trans id="copy_link">Copy link</Trans>
          </Button>
          {canShare && (
            <Button onClick={() => void navigator.share({ url: link }).catch(() => undefined)}>
              <Trans id="share_button">Share</Trans>
            </Button>
          )}
        </>
      }
    >
      <p className={styles.shareLink} data-testid="share-link">
        {link}
      </p>
    </Modal>
  );
}
