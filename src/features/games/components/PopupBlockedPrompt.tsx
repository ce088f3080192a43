import { Trans } from '@lingui/react/macro';
import { Button } from '#src/shared/ui/Button';
import { Modal } from '#src/shared/ui/Modal';
import type { BlockedLaunch } from '../lib/use-launcher';

/** Pop-up blocked (product rule 8.8): the new tab was refused; confirm opens the game in this one. */
export function PopupBlockedPrompt({ launch }: { launch: BlockedLaunch }) {
  return (
    <Modal
      testId="popup-blocked"
      title={<Trans id="in_popup_prompt">Prompt</Trans>}
      onClose={launch.dismiss}
      actions={
        <>
          <Button variant="secondary" onClick={launch.dismiss} data-testid="popup-blocked-cancel">
            <Trans id="cancel">Cancel</Trans>
          </Button>
          <Button onClick={launch.proceed} data-testid="popup-blocked-continue">
            <Trans id="confirm">Confirm</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans id="popup_blocked">Pop-ups are blocked for this site, so the game will open in this tab.</Trans>
      </p>
    </Modal>
  );
}
