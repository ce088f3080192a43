import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { activateLanguage, currentLanguageInfo, currentOfferedLanguages } from '../i18n/i18n';
import { type LanguageCode, parseLanguage } from '../i18n/languages';
import { GlobeIcon } from './icons';
import styles from './LanguageSwitcher.module.css';

type Props = {
  /** The header gives the label up (globe only) when its row is too narrow; elsewhere it always shows. */
  collapsible?: boolean;
};

/**
 * The language choice (header when logged out, the side menu, the login screen); kept locally.
 * A button that opens a listbox: arrows move, Enter or Space chooses, Escape closes and gives
 * focus back to the button.
 */
export function LanguageSwitcher({ collapsible = false }: Props) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const current = parseLanguage(i18n.locale);
  // The merchant's reading decides the list (product rule 3.15): six languages, or TY and EN.
  const offered = currentOfferedLanguages();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const listId = useId();
  const label = current ? currentLanguageInfo(current).label : '';
  const name = t({ id: 'choose_language', message: 'Choose language' });

  useEffect(() => {
    if (!open) return;
    optionRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  function openList() {
    setActive(Math.max(0, current ? offered.indexOf(current) : 0));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  async function choose(code: LanguageCode) {
    close();
    await activateLanguage(code);
  }

  function onTriggerKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openList();
    }
  }

  function onListKey(e: KeyboardEvent) {
    const last = offered.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(active + 1, last), ArrowUp: Math.max(active - 1, 0), Home: 0, End: last };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key] ?? active);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const code = offered[active];
      if (code) void choose(code);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={wrapRef} className={`${styles.wrap} ${collapsible ? styles.collapsible : ''}`}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onTriggerKey}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        // The name says what the button does and holds the label it shows (PH, English, Türkçe...).
        aria-label={`${name}: ${label}`}
        data-testid="lang-switcher"
      >
        <span className={styles.drawn}>
          <GlobeIcon size={16} />
          <span className={styles.label}>{label}</span>
        </span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA listbox pattern on a list; keys are handled here
        <ul id={listId} className={styles.list} role="listbox" aria-label={name} onKeyDown={onListKey}>
          {offered.map((code, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for its options (roving focus)
            <li
              key={code}
              ref={(el) => {
                optionRefs.current[i] = el;
              }}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
              role="option"
              tabIndex={i === active ? 0 : -1}
              aria-selected={code === current}
              lang={currentLanguageInfo(code).htmlLang}
              className={styles.option}
              onClick={() => void choose(code)}
              onFocus={() => setActive(i)}
              data-testid={`lang-option-${code}`}
            >
              {currentLanguageInfo(code).label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
