import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseLedgerReference } from '#src/shared/contract/ledger-reference';
import type { LedgerKind } from '#src/shared/contract/wallet';

/** What each kind of ledger row is called on the transaction record. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, MessageDescriptor> = {
  deposit: msg({ id: 'ledger_kind_deposit', message: 'Deposit' }),
  withdrawal_hold: msg({ id: 'ledger_kind_withdrawal_hold', message: 'Withdrawal' }),
  withdrawal_release: msg({ id: 'ledger_kind_withdrawal_release', message: 'Withdrawal returned' }),
  bet: msg({ id: 'ledger_kind_bet', message: 'Bet' }),
  win: msg({ id: 'ledger_kind_win', message: 'Win' }),
  bonus: msg({ id: 'ledger_kind_bonus', message: 'Bonus' }),
  rebate: msg({ id: 'ledger_kind_rebate', message: 'Rebate' }),
  mall_redemption: msg({ id: 'ledger_kind_mall_redemption', message: 'Points mall' }),
  reversal: msg({ id: 'ledger_kind_reversal', message: 'Correction' }),
};

/**
 * Where a ledger row's money came from, in the player's words; order numbers and game ids as they
 * are, a sign-in's day as the screens write dates.
 */
export function describeReference(reference: string, _: (descriptor: MessageDescriptor) => string, date: (isoDay: string) => string): string {
  const parsed = parseLedgerReference(reference);
  const { source } = parsed;
  // A sign-in's detail is its day, written as the language writes dates.
  const detail = source === 'sign-in' ? date(parsed.detail) : parsed.detail;
  switch (source) {
    case 'sign-in':
      return _(msg({ id: 'ledger_ref_sign_in', message: `Daily sign-in ${detail}` }));
    case 'referral':
      return _(msg({ id: 'ledger_ref_referral', message: `Invited friend ${detail}` }));
    case 'trial':
      return _(msg({ id: 'ledger_ref_trial', message: 'Trial play credit' }));
    case 'mall':
      return _(msg({ id: 'ledger_ref_mall', message: `Points mall redemption #${detail}` }));
    case 'reward':
      return _(msg({ id: 'ledger_ref_reward', message: `Reward: ${detail}` }));
    default:
      return detail;
  }
}
