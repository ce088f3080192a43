import { Hono } from 'hono';
import { currentMemberId } from '../http/current-member';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { paging, totalPages } from '../services/game-catalogue';

/** The member's own records. */
export const recordRoutes = new Hono<AppEnv>();

mount(recordRoutes, 'betRecords', async (input, c) => {
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const page = paging(input);
  const { total } = await db
    .selectFrom('bet_records')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('bet_records')
    .select(['id', 'node_id', 'game_name', 'stake_minor', 'payout_minor', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return {
    records: rows.map((r) => ({
      id: r.id,
      nodeId: r.node_id,
      gameName: r.game_name,
      stake: r.stake_minor / 100,
      payout: r.payout_minor / 100,
      createdAt: r.created_at,
    })),
    pageNum: page.pageNo,
    totalPages: totalPages(Number(total), page.pageSize),
  };
});
