import { Trans } from '@lingui/react/macro';
import { Button } from '#src/shared/ui/Button';
import { Modal } from '#src/shared/ui/Modal';
import type { InstallState } from '../lib/use-install-state';
import { InstallGuide } from './InstallGuide';

type Props = Pick<InstallState, 'guide' | 'profileUrl' | 'canPrompt' | 'prompting'> & { onClose: () => void };

/** The guide on its own, opened from the bar: iOS has no install button to press, only steps to read. */
export function InstallGuideDialog({ guide, profileUrl, canPrompt, prompting, onClose }: Props) {
  return (
    <Modal
      title={guide === 'use-safari' ? <Trans id="download_app">Download the app</Trans> : <Trans id="install_guide_title">Add to Home Screen</Trans>}
      onClose={onClose}
      testId="install-guide-dialog"
      actions={
        <Button variant="secondary" onClick={onClose} data-testid="install-guide-close">
          <Trans id="close">Close</Trans>
        </Button>
      }
    >
      <InstallGuide kind={guide} profileUrl={profileUrl} canPrompt={canPrompt} prompting={prompting} />
    </Modal>
  );
}
