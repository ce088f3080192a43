import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ApiError } from '#src/shared/api/api-error';
import { signInStateSchema } from '#src/shared/contract/promotions';
import { currentLanguageInfo } from '#src/shared/i18n/i18n';
import { describeError } from '#src/shared/i18n/server-messages';
import { newIdempotencyKey } from '#src/shared/lib/idempotency-key';
import { useLoad } from '#src/shared/lib/use-load';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { LeaveForHome } from '#src/shared/ui/LeaveForHome';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { showToast } from '#src/shared/ui/toast-store';
import { getSignInState, signIn } from '../api/sign-in';
import { type CalendarDay, dayAndMonthName, ladderStep, monthTitle, SIGN_IN_LADDER, signInMonth, weekdayNames } from '../lib/sign-in-calendar';
import { CheckIcon } from './SignInEntry';
import styles from './SignInScreen.module.css';

const SIGNED = msg({ id: 'signin_success', message: 'Signed in! {bonus} has been added to your wallet.' });
const ALREADY = msg({ id: 'signin_already', message: 'You have already signed in today.' });

/** The calendar as read, kept for reading offline (signing in still needs the network). */
const SIGN_IN_COPY = { key: 'sign-in', schema: signInStateSchema };

/**
 * /m/activity/signIn: the month of the merchant's today (the server's day, never the device's),
 * the streak, today's bonus and the weekly ladder, and one sign-in a day. The server holds the
 * once-a-day rule; the button only keeps a double tap from asking twice.
 */
export default function SignInScreen({ testId }: { testId: string }) {
  const { t } = useLingui();
  const { loaded: load, retry, set } = useLoad(getSignInState, SIGN_IN_COPY);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  // Today's sign-in: tapped again after a lost answer, it is the same sign-in (credited once, said once).
  const signInKey = useRef({ day: '', key: '' });
  // Weekday and month names in the language shown (TY: Filipino or Turkish, by the merchant's reading).
  const locale = currentLanguageInfo().htmlLang;
  const { money, instant } = useFormats();

  async function submit() {
    if (sendingNow.current || load.state !== 'ready' || load.value.signedToday) return;
    sendingNow.current = true;
    setSending(true);
    try {
      if (signInKey.current.day !== load.value.today) signInKey.current = { day: load.value.today, key: newIdempotencyKey() };
      const { credited, ...state } = await signIn(signInKey.current.key);
      set(() => state);
      // Not credited: another tab or device signed today in first; the calendar now says so.
      if (credited) showToast({ ...SIGNED, values: { bonus: money(state.todayBonus) } }, { tone: 'success', ms: 3000 });
      else showToast(ALREADY);
    } catch (error) {
      showToast(describeError(error), { tone: 'error', ms: 3000 });
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  // A merchant that does not run the sign-in promotion (LITE): as on any screen it does not offer.
  if (load.state === 'failed' && load.error instanceof ApiError && load.error.messageKey === 'err_no_permission') {
    return <LeaveForHome message={describeError(load.error)} />;
  }
  if (load.state !== 'ready') {
    return (
      <main className={styles.screen} data-testid={testId}>
        <h1 className={styles.title}>
          <Trans id="route_activity_signIn">Daily sign-in</Trans>
        </h1>
        {load.state === 'loading' ? (
          <p className={styles.note} aria-busy="true">
            <Trans id="in_please_wait">Please wait…</Trans>
          </p>
        ) : (
          <LoadFailure message={describeError(load.error)} onRetry={retry} testId="signin-retry" />
        )}
      </main>
    );
  }

  const state = load.value;
  // The merchant's day turns at its own midnight: said in the player's clock, which may differ.
  const nextDay = instant(state.nextDayAt);
  const days = state.streak;
  const month = signInMonth(state.today, state.signedDays);
  const step = ladderStep(state.streak, state.signedToday);
  const shortDays = weekdayNames(locale, 'short');
  const longDays = weekdayNames(locale, 'long');

  function dayLabel(day: CalendarDay): string {
    const date = dayAndMonthName(locale, day.date);
    if (day.today)
      return day.signed
        ? t({ id: 'signin_day_today_signed', message: `${date}, today, signed` })
        : t({ id: 'signin_day_today_open', message: `${date}, today, not signed yet` });
    if (day.future) return date;
    return day.signed ? t({ id: 'signin_day_signed', message: `${date}, signed` }) : t({ id: 'signin_day_missed', message: `${date}, not signed` });
  }

  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>
        <Trans id="route_activity_signIn">Daily sign-in</Trans>
      </h1>
      <LoadedFromCopyMark loaded={load} />

      <section className={styles.summary}>
        <p className={styles.streak} data-testid="signin-streak" data-streak={state.streak}>
          <Plural id="signin_streak" value={days} one="# day in a row" other="# days in a row" />
        </p>
        <p className={styles.bonus}>
          <span className={styles.bonusLabel}>
            <Trans id="signin_today_bonus">Today's bonus</Trans>
          </span>{' '}
          <span className={styles.bonusAmount} data-testid="signin-today-bonus">
            {money(state.todayBonus)}
          </span>
        </p>
        <Button
          block
          variant={state.signedToday ? 'secondary' : 'primary'}
          onClick={() => void submit()}
          disabled={state.signedToday || sending}
          aria-busy={sending}
          data-testid="signin-submit"
        >
          {state.signedToday ? (
            <>
              <CheckIcon size={16} />
              <Trans id="signin_done_today">Signed in today</Trans>
            </>
          ) : (
            <Trans id="signin_submit">Sign in</Trans>
          )}
        </Button>
        {state.signedToday && (
          <p className={styles.note} data-testid="signin-next-day">
            <Trans id="signin_next_day">Next sign-in from {nextDay}</Trans>
          </p>
        )}
      </section>

      {month && (
        <section className={styles.card}>
          <table className={styles.calendar} data-testid="signin-calendar">
            <caption className={styles.caption}>{monthTitle(locale, month.year, month.month)}</caption>
            <thead>
              <tr>
                {shortDays.map((name, i) => (
                  <th key={name} scope="col" className={styles.weekday}>
                    <abbr title={longDays[i]}>{name}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week, w) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a calendar week is its position in the month
                <tr key={w}>
                  {week.map((day, i) =>
                    day ? (
                      <td
                        key={day.date}
                        className={[styles.day, day.signed && styles.signed, day.today && styles.today, day.future && styles.future].filter(Boolean).join(' ')}
                        aria-current={day.today ? 'date' : undefined}
                        data-testid="signin-day"
                        data-date={day.date}
                        data-signed={day.signed}
                      >
                        <span className={styles.dayMark} aria-hidden="true">
                          <span>{day.day}</span>
                          {day.signed && <CheckIcon size={12} />}
                        </span>
                        <span className="visually-hidden">{dayLabel(day)}</span>
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is its position in the week
                      <td key={`pad-${i}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section className={styles.card} aria-labelledby="signin-ladder">
        <h2 className={styles.subtitle} id="signin-ladder">
          <Trans id="signin_ladder_title">Sign in 7 days in a row</Trans>
        </h2>
        <ol className={styles.ladder} data-testid="signin-ladder">
          {SIGN_IN_LADDER.map((bonus, i) => {
            const day = i + 1;
            const done = i < step || (i === step && state.signedToday);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a ladder step is its day number
                key={i}
                className={[styles.rung, done && styles.rungDone, i === step && styles.rungToday].filter(Boolean).join(' ')}
                aria-current={i === step ? 'step' : undefined}
              >
                <span className={styles.rungDay}>
                  <Trans id="signin_ladder_day">Day {day}</Trans>
                </span>
                <span className={styles.rungBonus}>{money(bonus)}</span>
                {done && (
                  <span className={styles.rungCheck}>
                    <CheckIcon size={12} />
                    <span className="visually-hidden">
                      <Trans id="signin_signed">signed</Trans>
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <p className={styles.note}>
          <Trans id="signin_ladder_note">Missing a day starts the count again from day 1. After day 7 the week starts over.</Trans>
        </p>
      </section>
    </main>
  );
}
