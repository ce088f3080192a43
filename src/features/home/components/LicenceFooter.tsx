import { useLingui } from '@lingui/react/macro';
import type { Regulator } from '#src/shared/contract/system';
import styles from './HomeScreen.module.css';

/** Home footer (product rule 2.9): the age-18 badge, the merchant's regulator logos and its licence text. */
export function LicenceFooter({ text, regulators }: { text: string; regulators: readonly Regulator[] }) {
  const { t } = useLingui();
  return (
    <div className={styles.licence} data-testid="licence-footer">
      <ul className={styles.badges}>
        <li>
          <span className={styles.age} role="img" aria-label={t({ id: 'age_limit_badge', message: 'Over 18 only' })}>
            18+
          </span>
        </li>
        {regulators.map((r) => {
          const logo = <img src={r.logo} alt={r.name} width={96} height={40} loading="lazy" decoding="async" />;
          return (
            <li key={r.name} data-testid="regulator-logo">
              {r.url ? (
                <a className={styles.regulator} href={r.url} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                <span className={styles.regulator}>{logo}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p>{text}</p>
    </div>
  );
}
