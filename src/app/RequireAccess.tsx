import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo, ROUTES, type RouteName } from '../shared/contract/app-routes';
import { historyIndex } from '../shared/lib/history-index';
import { sessionStore } from '../shared/session/session-store';
import { siteStore } from '../shared/site/site-store';
import { Button } from '../shared/ui/Button';
import { LeaveForHome } from '../shared/ui/LeaveForHome';
import { Modal } from '../shared/ui/Modal';
import styles from './RequireAccess.module.css';
import { refusalOf } from './route-refusal';

/** A guest opening the member centre is asked, with cancel and register now (product rule 6.3). */
function GuestPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the visitor came from; opened by its address, home.
  const cancel = () => (historyIndex() > 0 ? navigate(-1) : navigate(pathTo('home'), { replace: true }));
  return (
    <Modal
      testId="guest-prompt"
      title={<Trans id="in_popup_prompt">Prompt</Trans>}
      onClose={cancel}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} data-testid="guest-prompt-cancel">
            <Trans id="cancel">Cancel</Trans>
          </Button>
          <Button onClick={() => navigate(pathTo('register'), { replace: true })} data-testid="guest-prompt-register">
            <Trans id="register_now">Register now</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans id="guest_prompt_text">Log in or register to open the member center.</Trans>
      </p>
      <Link to={pathTo('login')} replace state={{ from: location.pathname }} className={styles.login} data-testid="guest-prompt-login">
        <Trans id="login_button">Log in</Trans>
      </Link>
    </Modal>
  );
}

/** The one place route access is decided: the route table declares it, this enforces it. */
export function RequireAccess({ name, children }: { name: RouteName; children: ReactNode }) {
  const route = ROUTES[name];
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const location = useLocation();
  if (route.access === 'public') return children;
  if (!info) {
    // The screen renders behind the prompt (its own logged-out state), so the route keeps its hook.
    if (route.guestPrompt) {
      return (
        <>
          {children}
          <GuestPrompt />
        </>
      );
    }
    return <Navigate to={pathTo(route.guestRedirect ?? 'login')} replace state={{ from: location.pathname + location.search }} />;
  }
  // Reached by its address, a reload or back and forward (a tap is refused before it leaves, see
  // use-refused-taps), the screen leaves for home.
  const refusal = refusalOf(name, info.type, config);
  return refusal ? <LeaveForHome message={refusal} /> : children;
}
