import { Trans } from '@lingui/react/macro';
import styles from './VipScreen.module.css';

/** The VIP club's static notes (product rule 2.25). */
export function VipNotes() {
  return (
    <section className={styles.section} aria-labelledby="vip-notes-title" data-testid="vip-notes">
      <h2 id="vip-notes-title" className={styles.sectionTitle}>
        <Trans id="vip_notes_title">Notes</Trans>
      </h2>
      <ol className={styles.notes}>
        <li>
          <Trans id="vip_note_levels">Your level is set by your cumulative deposits and valid bets: both must reach a level's thresholds.</Trans>
        </li>
        <li>
          <Trans id="vip_note_turnover">Every bonus must be turned over (wagered) as its terms say before it can be withdrawn.</Trans>
        </li>
        <li>
          <Trans id="vip_note_one_member">Only one member per name, account and IP address may receive the VIP benefits.</Trans>
        </li>
        <li>
          <Trans id="vip_note_cancel">The operator may cancel benefits and bonuses obtained by abuse or irregular betting.</Trans>
        </li>
        <li>
          <Trans id="vip_note_daily_points">Daily points are credited every day according to your level.</Trans>
        </li>
        <li>
          <Trans id="vip_note_cashback">Level cashback returns a share of your net losses, at your level's rate.</Trans>
        </li>
        <li>
          <Trans id="vip_note_rebate">The daily rebate returns a share of each day's valid bets, at your level's rate.</Trans>
        </li>
        <li>
          <Trans id="vip_note_birthday">The birthday gift is given once a year; your birthday cannot be changed after you apply.</Trans>
        </li>
        <li>
          <Trans id="vip_note_tour">Members of the highest levels are invited on a yearly tour.</Trans>
        </li>
      </ol>
    </section>
  );
}
