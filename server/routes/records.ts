import type { Context } from 'hono';
import { Hono } from 'hono';
import type { WhitelabelFlag } from '#src/shared/contract/platform';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { rangeZone, resolveRange } from '../services/date-range';
import { settleDueOrders } from '../services/demo-operator';
import { paging } from '../services/game-catalogue';
import { betRecords, profitAndLoss, transactionRecords } from '../services/member-records';
import { hasFlag } from '../services/merchant-settings';
import { Refusal } from '../services/refusal';

/** The member's own records: bets, ledger transactions, profit and loss (trial accounts too). */
export const recordRoutes = new Hono<AppEnv>();

/**
 * The member reading their own records, when the merchant has the record's flag on (product rule
 * 6.11: the entry exists only with it); off, the record is not there, whichever way it is reached.
 */
async function recordReader(c: Context<AppEnv>, flag: WhitelabelFlag): Promise<number> {
  const memberId = currentMemberId(c);
  if (!(await hasFlag(c.get('services').db, c.get('merchant').code, flag))) throw new Refusal('err_no_permission');
  return memberId;
}

mount(recordRoutes, 'betRecords', async (input, c) => {
  const memberId = await recordReader(c, 'TRANSBETREPMEM3');
  const { db } = c.get('services');
  await settleDueOrders(db, memberId);
  return betRecords(db, memberId, resolveRange(input, rangeZone(input.timeZone, c.get('merchant').time_zone)), paging(input), input.vendor);
});

mount(recordRoutes, 'transactionRecords', async (input, c) => {
  const memberId = await recordReader(c, 'TRANSREC3');
  const { db } = c.get('services');
  await settleDueOrders(db, memberId);
  const range = resolveRange(input, rangeZone(input.timeZone, c.get('merchant').time_zone));
  return transactionRecords(db, memberId, requestLanguage(c), range, paging(input), input.kind);
});

mount(recordRoutes, 'profitAndLoss', async (input, c) => {
  const memberId = await recordReader(c, 'PERSREP');
  const { db } = c.get('services');
  await settleDueOrders(db, memberId);
  return profitAndLoss(db, memberId, resolveRange(input, rangeZone(input.timeZone, c.get('merchant').time_zone)));
});
