import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { ApiError } from '#src/shared/api/api-error';
import { type VipClub, vipClubSchema } from '#src/shared/contract/vip';
import { type Loaded, useLoad } from '#src/shared/lib/use-load';
import { sessionStore } from '#src/shared/session/session-store';
import { hasFlag, siteStore } from '#src/shared/site/site-store';
import { getVipClub } from '../api/get-vip-club';

/** The club as read, kept for reading offline; /m/vip and /m/member/benefits show the same answer. */
const CLUB_COPY = { key: 'vip-club', schema: z.nullable(vipClubSchema) };

/**
 * Product rule 6.8: the club shows when the merchant runs it (VIP3) or to a visitor. A member
 * elsewhere gets `unavailable` and no call (the server refuses it too), and nothing is kept.
 */
export function useVipClub() {
  const { config } = useSnapshot(siteStore);
  const { info } = useSnapshot(sessionStore);
  const unavailable = info !== null && config !== null && !hasFlag(config, 'VIP3');
  // Read again when the session changes: a visitor who logs in gets their progress.
  const token = info?.token ?? null;
  const read = useCallback((): Promise<VipClub | null> => (unavailable ? Promise.resolve(null) : getVipClub()), [unavailable, token]);
  return useLoad(read, unavailable ? undefined : CLUB_COPY);
}

/** Not for this member: no VIP3 here (known from the site config, or from the server's refusal). */
export function isUnavailable(loaded: Loaded<VipClub | null>): boolean {
  if (loaded.state === 'ready') return loaded.value === null;
  return loaded.state === 'failed' && loaded.error instanceof ApiError && loaded.error.messageKey === 'err_no_permission';
}
