import * as z from 'zod/mini';
import type { MessageKey } from './message-keys';
import { isCalendarDate } from './records';

/** Registration confirms an age of 18 or 21, by merchant configuration (product rule 3.23). */
export const ageLimitSchema = z.lazy(() => z.union([z.literal(18), z.literal(21)]));
export type AgeLimit = z.infer<typeof ageLimitSchema>;
export const DEFAULT_AGE_LIMIT: AgeLimit = 18;

/** The 21 age confirmation's message, or its 18 counterpart (product rule 5.7). */
export function ageConfirmKey(limit: AgeLimit): MessageKey {
  return limit === 21 ? 'err_age_confirm_21' : 'err_age_confirm_18';
}

/** Whole years from a YYYY-MM-DD birth date to a YYYY-MM-DD day (a 29 February birthday counts on 1 March). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * A date of birth where one is asked: a real date, not after today and within a lifetime, gets
 * "correct date of birth" otherwise; one under the merchant's age its age message (product rule 5.7).
 */
export function birthDateProblem(birthDate: string, today: string, limit: AgeLimit): MessageKey | null {
  if (!isCalendarDate(birthDate) || birthDate > today || ageOn(birthDate, today) > 120) return 'err_birth_date';
  return ageOn(birthDate, today) < limit ? ageConfirmKey(limit) : null;
}
