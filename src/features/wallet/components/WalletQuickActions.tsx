import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { buttonClassName } from '#src/shared/ui/Button';
import { BalanceRefreshButton, BalanceText, BalanceToggleButton } from './Balance';
import styles from './Balance.module.css';

/**
 * The balance with its refresh and hide buttons, then deposit and withdraw: the same block in the
 * header's account popover and the side menu (product rules 2.4 and 2.8).
 */
export function WalletQuickActions({ rowClassName, onNavigate }: { rowClassName?: string; onNavigate?: () => void }) {
  return (
    <>
      <div className={rowClassName ? `${styles.row} ${rowClassName}` : styles.row}>
        <BalanceText />
        <BalanceRefreshButton />
        <BalanceToggleButton />
      </div>
      <div className={styles.actions}>
        <Link to={pathTo('voucherCenter')} className={buttonClassName({ block: true })} onClick={onNavigate}>
          <Trans id="deposit">Deposit</Trans>
        </Link>
        <Link to={pathTo('withdraw')} className={buttonClassName({ variant: 'secondary', block: true })} onClick={onNavigate}>
          <Trans id="withdraw">Withdraw</Trans>
        </Link>
      </div>
    </>
  );
}
