import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { activateLanguage } from '../i18n/i18n';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode, parseLanguage } from '../i18n/languages';
import { GlobeIcon } from './icons';
import styles from './LanguageSwitcher.module.css';

/** The language choice (header when logged out, and the side menu); kept locally. */
export function LanguageSwitcher() {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const current = parseLanguage(i18n.locale);

  async function choose(code: LanguageCode) {
    setOpen(false);
    await activateLanguage(code);
  }

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-label={t({ id: 'choose_language', message: 'Choose language' })}
        data-testid="lang-switcher"
      >
        <GlobeIcon size={16} />
        {current ? LANGUAGES[current].label : ''}
      </button>
      {open && (
        <ul className={styles.list} role="listbox">
          {LANGUAGE_CODES.map((code) => (
            <li key={code}>
              <button
                type="button"
                role="option"
                aria-selected={code === current}
                lang={LANGUAGES[code].htmlLang}
                className={styles.option}
                onClick={() => void choose(code)}
                data-testid={`lang-option-${code}`}
              >
                {LANGUAGES[code].label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
