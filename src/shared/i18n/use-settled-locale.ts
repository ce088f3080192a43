import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

/** Vendors and hot games are read again 250 ms after a language change, the server's other words too (product rule 4.6). */
export const REFETCH_DEBOUNCE_MS = 250;

/**
 * The UI language once it has settled: it follows a change after REFETCH_DEBOUNCE_MS without
 * another one. Lists that depend on it refetch when it changes, once for a quick run of changes.
 */
export function useSettledLocale(): string {
  const { i18n } = useLingui();
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => {
    const timer = setTimeout(() => setLocale(i18n.locale), REFETCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [i18n.locale]);
  return locale;
}
