import { startFromDrawnMemberInfo } from '../features/member/member-store';
import { startFromDrawnPromoCounters } from '../features/promotions/use-promo-counters';
import { startFromDrawnWallet } from '../features/wallet/wallet-store';

/**
 * What a member's first view (docs/decisions/018) shows of them beyond its screen's own reads:
 * their info, wallet and promo counters, read by the server as it draws and started from by the app, so both
 * draw the same. Without a first read (a visitor, another page) the stores stay as they are.
 */
export function startFromDrawnMember(): void {
  startFromDrawnMemberInfo();
  startFromDrawnWallet();
  startFromDrawnPromoCounters();
}
