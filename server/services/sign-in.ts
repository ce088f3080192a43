import { sql } from 'kysely';
import { ledgerReference } from '#src/shared/contract/ledger-reference';
import { SIGN_IN_BONUS_MINOR } from '#src/shared/contract/promotions';
import { type Db, lockMember, transact } from '../db/database';
import { postInTransaction } from './ledger';

// The seed pays its demo streak by the same ladder.
export { SIGN_IN_BONUS_MINOR };

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function bonusForStreakDay(streakDay: number): number {
  return SIGN_IN_BONUS_MINOR[(streakDay - 1) % SIGN_IN_BONUS_MINOR.length] ?? SIGN_IN_BONUS_MINOR[0];
}

export type SignInState = { today: string; signedDays: string[]; signedToday: boolean; streak: number; todayBonusMinor: number };

/** Consecutive signed days ending at `day`. */
function streakEndingAt(days: ReadonlySet<string>, day: string): number {
  let n = 0;
  for (let d = day; days.has(d); d = previousDay(d)) n += 1;
  return n;
}

export async function readSignInState(db: Db, memberId: number, today: string): Promise<SignInState> {
  // Enough history for any streak the bonus table distinguishes, plus this month.
  const rows = await db.selectFrom('sign_ins').select(['day', 'bonus_minor']).where('member_id', '=', memberId).orderBy('day', 'desc').limit(400).execute();
  const days = new Set(rows.map((r) => r.day));
  const signedToday = days.has(today);
  const streak = signedToday ? streakEndingAt(days, today) : streakEndingAt(days, previousDay(today));
  const todayRow = rows.find((r) => r.day === today);
  return {
    today,
    signedDays: rows
      .map((r) => r.day)
      .filter((d) => d.slice(0, 7) === today.slice(0, 7))
      .sort(),
    signedToday,
    streak,
    todayBonusMinor: todayRow ? todayRow.bonus_minor : bonusForStreakDay(streak + 1),
  };
}

/**
 * Signs the member in for `today`: the (member, day) primary key and the ledger's idempotency
 * key both hold the once-a-day rule, in one transaction, so concurrent requests sign and credit once.
 * The sign-in's Idempotency-Key `key` again (its answer was lost) answers as the first did: credited.
 */
export async function signIn(db: Db, memberId: number, today: string, key: string, now = new Date()): Promise<{ state: SignInState; credited: boolean }> {
  const credited = await transact(db, async (trx) => {
    // The member's sign-ins one at a time: a repeat of the key finds the first one committed.
    await lockMember(trx, memberId);
    const earlier = await trx.selectFrom('sign_ins').select('day').where('member_id', '=', memberId).where('idempotency_key', '=', key).executeTakeFirst();
    if (earlier) return true;
    const before = await readSignInState(trx, memberId, today);
    if (before.signedToday) return false;
    const inserted = await trx
      .insertInto('sign_ins')
      .values({ member_id: memberId, day: today, bonus_minor: before.todayBonusMinor, created_at: now.toISOString(), idempotency_key: key })
      .onConflict((oc) => oc.doNothing())
      .returning(sql<number>`1`.as('ok'))
      .executeTakeFirst();
    if (!inserted) return false;
    await postInTransaction(
      trx,
      {
        memberId,
        amountMinor: before.todayBonusMinor,
        kind: 'bonus',
        reference: ledgerReference('sign-in', today),
        idempotencyKey: `sign-in:${memberId}:${today}`,
      },
      now,
    );
    return true;
  });
  return { state: await readSignInState(db, memberId, today), credited };
}
