import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { showToast } from '../../shared/ui/toast-store';
import styles from './BottomNav.module.css';

const COPIED = msg({ id: 'link_copied', message: 'Link copied' });
const COPY_FAILED = msg({ id: 'copy_failed', message: 'Could not copy, please copy the link by hand' });

/** The referral popup: the member's registration link, to copy or hand to the share sheet. */
export function SharePopup({ account, onClose }: { account: string; onClose: () => void }) {
  const link = `${window.location.origin}/m/register?affiliateCode=${encodeURIComponent(account)}`;
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast(COPIED, { tone: 'success' });
    } catch {
      showToast(COPY_FAILED, { tone: 'error' });
    }
  }

  return (
    <Modal
      testId="share-popup"
      title={<Trans id="share_title">Invite friends</Trans>}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => void copy()} data-testid="share-copy">
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
