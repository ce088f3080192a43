import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { describeError } from '#src/shared/i18n/server-messages';
import { HIDDEN_BALANCE } from '#src/shared/lib/money';
import { useFormats } from '#src/shared/site/use-formats';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '#src/shared/ui/icons';
import { showToast } from '#src/shared/ui/toast-store';
import { refreshWallet, toggleBalanceHidden, walletStore } from '../wallet-store';
import styles from './Balance.module.css';

/** Currency symbol and sumBalance with 2 decimals, or *** when hidden or reloading. */
export function BalanceText() {
  const { wallet, hidden, refreshing } = useSnapshot(walletStore);
  const { money } = useFormats();
  const text = !wallet || hidden || refreshing ? HIDDEN_BALANCE : money(wallet.sumBalance, wallet.currencySymbol);
  return (
    <span className={styles.balance} data-testid="balance">
      {text}
    </span>
  );
}

export function BalanceRefreshButton() {
  const { refreshing } = useSnapshot(walletStore);
  const { t } = useLingui();
  const onClick = () => refreshWallet().catch((e: unknown) => showToast(describeError(e), { tone: 'error' }));
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${refreshing ? styles.spinning : ''}`}
      onClick={onClick}
      disabled={refreshing}
      aria-label={t({ id: 'refresh_balance', message: 'Refresh balance' })}
      data-testid="balance-refresh"
    >
      <RefreshIcon size={18} />
    </button>
  );
}

export function BalanceToggleButton() {
  const { hidden } = useSnapshot(walletStore);
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggleBalanceHidden}
      aria-pressed={hidden}
      aria-label={hidden ? t({ id: 'show_balance', message: 'Show balance' }) : t({ id: 'hide_balance', message: 'Hide balance' })}
      data-testid="balance-toggle"
    >
      {hidden ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
    </button>
  );
}
