import { DEMO_SIGN_IN_MINOR } from './promotions';
import { REFERRAL_SEED_BONUS_MINOR } from './referrals';
/** A demo account; mobile (with its dialing code) and e-mail are optional. */
export type DemoAccount = {
  merchant: string;
  account: string;
  password: string;
  nickname: string;
  type: number;
  depositMinor: number;
  mobile?: { countryDialingCode: string; number: string };
  email?: string;
  /** "preset:<n>"; without it the member shows the default figure until they pick one. */
  headIcon?: string;
};

/**
 * Demo accounts (also listed in the README). Balances are posted through the ledger; VIP levels
 * follow from deposits and bets (server/services/vip.ts).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    merchant: 'DEMO',
    account: 'player1',
    password: 'Player1234',
    nickname: 'Lucky Player',
    type: 0, // The 700.00 more is what player1 has withdrawn (500.00 paid out, 200.00 held): seed/security.ts.
    // Less the referral bonuses its invited friends' first deposits earn it: seed/referrals.ts.
    depositMinor: 1_234_567 - DEMO_SIGN_IN_MINOR + 70_000 - REFERRAL_SEED_BONUS_MINOR,
    mobile: { countryDialingCode: '63', number: '9171234567' },
    email: 'player1@example.com',
  },
  // An agent: its account is also a valid affiliate (invitation) code at registration.
  { merchant: 'DEMO', account: 'agent1', password: 'Agent1234', nickname: 'Top Agent', type: 1, depositMinor: 500_000, headIcon: 'preset:5' },
  { merchant: 'DEMO', account: 'nobalance', password: 'Player1234', nickname: '', type: 0, depositMinor: 0 },
  { merchant: 'LITE', account: 'liteplayer', password: 'Player1234', nickname: 'Lite Player', type: 0, depositMinor: 10_000, headIcon: 'preset:9' },
];
