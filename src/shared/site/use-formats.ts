import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { currentLanguageInfo } from '../i18n/i18n';
import { type Formats, makeFormats } from '../lib/formats';
import { siteStore } from './site-store';

/**
 * Money and dates as the screens write them: numbers in the language's marks, dates in the
 * merchant's order when its site config sets one (product rule 3.17), else the language's; the
 * merchant's currency symbol (￥ until the config is in, product rule 9.13) unless one is given (the
 * wallet's, on the money screens). docs/decisions/016.
 */
export function useFormats(symbol?: string): Formats {
  // Subscribes to language changes: the language in use (and its htmlLang under the reading) is read below.
  useLingui();
  const config = useSnapshot(siteStore).config;
  const info = currentLanguageInfo();
  const dateOrder = config?.info.dateFormat ?? info.dateOrder;
  const currencySymbol = symbol ?? config?.currencySymbol ?? '￥';
  return useMemo(() => makeFormats({ locale: info.htmlLang, dateOrder, currencySymbol }), [info.htmlLang, dateOrder, currencySymbol]);
}
