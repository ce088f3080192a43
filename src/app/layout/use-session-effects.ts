import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clearFavourites, hasQueuedFavourites, loadFavourites, replayFavouriteChanges } from '#src/features/games/favourites-store';
import { clearMemberInfo, loadMemberInfo } from '#src/features/member/member-store';
import { noticeReadQueue } from '#src/features/messages/notice-read-queue';
import { clearWallet, refreshWallet } from '#src/features/wallet/wallet-store';
import { onUnauthorized } from '#src/shared/api/api';
import { connectivity } from '#src/shared/api/connection';
import { keepReplaying } from '#src/shared/api/replay-queue';
import { pathTo } from '#src/shared/contract/app-routes';
import { describeError } from '#src/shared/i18n/server-messages';
import { onBalanceChanged } from '#src/shared/session/balance-events';
import { endSession, sessionStore } from '#src/shared/session/session-store';
import { showToast } from '#src/shared/ui/toast-store';

/**
 * Ties member data to the session: a token loads member info, wallet and favourites, no token
 * clears them,
 * and a 401 from any call ends the session and lands on /m/login with a message.
 */
export function useSessionEffects(): void {
  const { info } = useSnapshot(sessionStore);
  const navigate = useNavigate();
  const token = info?.token ?? null;
  const owner = info?.userName ?? '';

  useEffect(() => {
    if (!token) {
      clearMemberInfo();
      clearWallet();
      clearFavourites();
      return;
    }
    // Failures here are either a 401 (handled below) or offline: the header shows *** until online.
    loadMemberInfo(owner).catch(() => undefined);
    refreshWallet().catch(() => undefined);
    // Favourites toggled offline reach the server first, then its list is read back.
    void replayFavouriteChanges(owner)
      .then(() => loadFavourites(owner))
      .catch(() => undefined);
    // What is still queued goes at the next chance the connection gives, or on the retry timer:
    // favourites, and announcements read offline.
    const stops = [
      keepReplaying(connectivity, { flush: () => replayFavouriteChanges(owner), pending: () => hasQueuedFavourites(owner) }),
      keepReplaying(connectivity, noticeReadQueue(token)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [token, owner]);

  // Another feature credited or debited the wallet: show the new balance.
  useEffect(() => onBalanceChanged(() => void refreshWallet().catch(() => undefined)), []);

  useEffect(
    () =>
      onUnauthorized((error) => {
        if (!sessionStore.info) return;
        endSession();
        showToast(describeError(error), { tone: 'error', ms: 3000 });
        navigate(pathTo('login'), { replace: true });
      }),
    [navigate],
  );
}
