import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { displayName, memberStore } from '../../features/member/member-store';
import { Avatar } from '../../features/member/components/Avatar';
import { BalanceRefreshButton, BalanceText, BalanceToggleButton } from '../../features/wallet/components/Balance';
import { sessionStore } from '../../shared/session/session-store';
import { buttonClassName } from '../../shared/ui/Button';
import styles from './Header.module.css';

/** Logged in: the balance in the header; tapping it opens the account popover (SPEC: Header). */
export function HeaderAccount() {
  const member = useSnapshot(memberStore);
  const { info } = useSnapshot(sessionStore);
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node) && !(e.target as Element).closest?.('[role="dialog"]')) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const name = displayName(member.info, info?.userName ?? '');
  return (
    <div ref={ref}>
      <button
        type="button"
        className={styles.accountButton}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid="header-account"
      >
        {/* Named by the words it shows plus what it is: "Account ￥12,345.67". */}
        <span className={styles.accountAvatar}>
          <Avatar size={24} />
        </span>
        <span className="visually-hidden">{t({ id: 'account_menu', message: 'Account' })} </span>
        <BalanceText />
      </button>
      {open && (
        <div className={styles.popover} data-testid="header-popover">
          <div className={styles.popoverWho}>
            <Avatar size={36} />
            <p className={styles.popoverName} data-testid="header-name">
              {name}
            </p>
          </div>
          <div className={styles.row}>
            <BalanceText />
            <BalanceRefreshButton />
            <BalanceToggleButton />
          </div>
          <div className={styles.split}>
            <Link to="/m/voucherCenter" className={buttonClassName({ block: true })} onClick={() => setOpen(false)}>
              <Trans id="deposit">Deposit</Trans>
            </Link>
            <Link to="/m/withdraw" className={buttonClassName({ variant: 'secondary', block: true })} onClick={() => setOpen(false)}>
              <Trans id="withdraw">Withdraw</Trans>
            </Link>
          </div>
          <LogoutButton onDone={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
