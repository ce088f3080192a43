import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LogoutButton } from '#src/features/auth/components/LogoutButton';
import { Avatar } from '#src/features/member/components/Avatar';
import { displayName, memberStore } from '#src/features/member/member-store';
import { BalanceText } from '#src/features/wallet/components/Balance';
import { WalletQuickActions } from '#src/features/wallet/components/WalletQuickActions';
import { sessionStore } from '#src/shared/session/session-store';
import styles from './Header.module.css';

/** Logged in: the balance in the header; tapping it opens the account popover (product rule 2.4). */
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
      <button type="button" className={styles.accountButton} onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="header-account">
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
          <WalletQuickActions onNavigate={() => setOpen(false)} />
          <LogoutButton onDone={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
