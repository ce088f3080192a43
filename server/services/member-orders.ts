import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DepositOrderTable, WithdrawalOrderTable } from '../db/schema';
import { settleDueOrders } from './demo-operator';
import { Refusal } from './refusal';

/** A member's money orders, by table: what a history page and a waiting screen read. */
type Orders = { deposit_orders: Selectable<DepositOrderTable>; withdrawal_orders: Selectable<WithdrawalOrderTable> };
type OrderTable = keyof Orders;

/**
 * A page of the member's orders of one kind, newest first, and how many there are in all; the
 * demo operator's decisions that are due are made first, so the page shows them.
 */
export async function memberOrderPage<T extends OrderTable>(
  db: Db,
  table: T,
  memberId: number,
  page: { pageSize: number; offset: number },
): Promise<{ rows: Orders[T][]; total: number }> {
  await settleDueOrders(db, memberId);
  // One query shape for both tables: Kysely cannot type a table chosen at run time.
  const from = table as 'deposit_orders';
  const { total } = await db
    .selectFrom(from)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom(from)
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { rows: rows as unknown as Orders[T][], total: Number(total) };
}

/**
 * The member's order by its reference (a screen waiting for its order asks for that one), its
 * due decision made first. Another member's reference is refused exactly as an unknown one.
 */
export async function memberOrder<T extends OrderTable>(db: Db, table: T, memberId: number, reference: string): Promise<Orders[T]> {
  await settleDueOrders(db, memberId);
  const row = await db
    .selectFrom(table as 'deposit_orders')
    .selectAll()
    .where('reference', '=', reference)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new Refusal('err_not_found');
  return row as unknown as Orders[T];
}
