import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { type SignInEntry, signInEntry } from '#src/shared/contract/roles';
import { sessionStore } from '#src/shared/session/session-store';
import { usePromoCounters } from '../use-promo-counters';
import styles from './SignInEntry.module.css';

/** What the daily sign-in entries (side menu, member centre) show for the current session. */
export function useSignInEntry(): SignInEntry {
  const { info } = useSnapshot(sessionStore);
  const counters = usePromoCounters();
  return signInEntry(info?.type, counters?.LOGIN);
}

/** The red dot on an entry with something new: seen as a dot, heard as "new" (not colour alone). */
export function NewDot() {
  return (
    <span className={styles.dot} data-testid="signin-dot">
      <span className="visually-hidden">
        <Trans id="signin_new">new</Trans>
      </span>
    </span>
  );
}

/** The calendar with a tick, the sign-in entries' icon. */
export function SignInIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4m-7 8 2 2 4-4" />
    </svg>
  );
}

export function CheckIcon({ size = 14 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}
