import styles from './HomeScreen.module.css';

/** Home footer: age-18 badge and the licence text of the site config. */
export function LicenceFooter({ text }: { text: string }) {
  return (
    <div className={styles.licence} data-testid="licence-footer">
      <span className={styles.age} aria-label="18+">
        18+
      </span>
      <p>{text}</p>
    </div>
  );
}
