import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { buttonClassName } from '#src/shared/ui/Button';
import { EmptyState } from '#src/shared/ui/EmptyState';

/** A member of a merchant without the VIP club (no VIP3): said plainly, with a way home. */
export function VipUnavailable() {
  return (
    <EmptyState
      action={
        <Link to={pathTo('home')} className={buttonClassName({ variant: 'secondary' })}>
          <Trans id="route_home">Home</Trans>
        </Link>
      }
    >
      <span data-testid="vip-unavailable">
        <Trans id="vip_unavailable">The VIP club is not available on this site.</Trans>
      </span>
    </EmptyState>
  );
}
