import { Trans } from '@lingui/react/macro';
import { Button } from '#src/shared/ui/Button';
import { showInstallPrompt } from '../lib/install-prompt';

/**
 * The browser's own install prompt (Android, desktop Chromium), shown on tap. It disappears once
 * the player has answered: the kept event cannot prompt twice.
 */
export function InstallButton({ prompting, size = 'normal' }: { prompting: boolean; size?: 'normal' | 'small' }) {
  return (
    <Button size={size} disabled={prompting} onClick={() => void showInstallPrompt()} data-testid="install-button">
      <Trans id="install_app_button">Install</Trans>
    </Button>
  );
}
