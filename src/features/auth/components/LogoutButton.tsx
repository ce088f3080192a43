import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { Button } from '#src/shared/ui/Button';
import { ConfirmDialog } from '#src/shared/ui/ConfirmDialog';
import { LoadingOverlay } from '#src/shared/ui/LoadingOverlay';
import { logout } from '../api/logout';

/**
 * Sign out: confirm (in_sure_logout), a loading notice, home, then the server call. Home comes
 * first: signed out on a member's screen, its guard would send the player to log in instead.
 */
export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setConfirming(false);
    setBusy(true);
    await navigate(pathTo('home'), { replace: true });
    await logout();
    setBusy(false);
    onDone?.();
  }

  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setConfirming(true)} data-testid="logout">
        <Trans id="sign_out">Sign out</Trans>
      </Button>
      {confirming && (
        <ConfirmDialog testId="logout-confirm" onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
          <Trans id="in_sure_logout">Are you sure you want to sign out?</Trans>
        </ConfirmDialog>
      )}
      {busy && <LoadingOverlay />}
    </>
  );
}
