import { proxy } from 'valtio';
import { setMerchantCode } from '../api/api';
import type { Served } from '../api/client';
import { LANGUAGE_CODES, type LanguageCode, type LanguageReading, type WhitelabelFlag } from '../contract/platform';
import { type ResourceType, type SiteConfig, type SystemStatus, siteConfigSchema, systemStatusSchema } from '../contract/system';
import { applyLanguageReading, currentLanguage, i18n, languageReading } from '../i18n/i18n';
import { STORAGE_KEYS, siteConfigKey } from '../storage/keys';
import { readJson, removeKey, writeJson } from '../storage/web-storage';
import { applyTheme } from './apply-theme';
import { getSiteConfig } from './get-site-config';
import { getSystemStatus } from './get-system-status';

type SiteState = { status: SystemStatus | null; config: SiteConfig | null };

/**
 * System status and site config. The app boots from the last copies kept in local storage
 * and refreshes both in the background (product rule 4.23). The site
 * config carries texts in the language it was asked in (the licence): it is kept per language,
 * and a language never shows another's copy.
 */
export const siteStore = proxy<SiteState>({ status: null, config: null });

export function loadCachedSite(language: LanguageCode = currentLanguage()): void {
  siteStore.status = readJson(STORAGE_KEYS.systemStatus, systemStatusSchema);
  // The copy older versions kept, in no known language.
  removeKey(STORAGE_KEYS.siteConfig);
  const config = readJson(siteConfigKey(language), siteConfigSchema);
  if (config) applyConfig(config);
}

/** Starts from the config the server drew the page's screen with (a fresh one is asked for as usual). */
export function startFromDrawnConfig(config: SiteConfig): void {
  applyConfig(config);
}

/**
 * The worker answers these stale-while-revalidate: a cached answer means a fresh one is being
 * fetched behind it, so the app reads once more a moment later to pick that up.
 */
const REVALIDATED_READ_MS = 1500;

export function refreshSystemStatus(): Promise<void> {
  return refreshServed(getSystemStatus, (status) => {
    siteStore.status = status;
    writeJson(STORAGE_KEYS.systemStatus, status);
  });
}

export function refreshSiteConfig(): Promise<void> {
  // The language it is asked in; an answer that lands after the player chose another is kept, not shown.
  const language = currentLanguage();
  return refreshServed(getSiteConfig, (config) => {
    writeJson(siteConfigKey(language), config);
    if (currentLanguage() === language) applyConfig(config);
  });
}

/**
 * A language change shows that language's kept copy of the site config at once, when there is
 * one, and asks the server for it in that language. Returns the unsubscribe.
 */
export function followLanguage(): () => void {
  let shown = currentLanguage();
  // Loading a catalog says "change" too: only a new language counts.
  return i18n.on('change', () => {
    const language = currentLanguage();
    if (language === shown) return;
    shown = language;
    const config = readJson(siteConfigKey(language), siteConfigSchema);
    if (config) applyConfig(config);
    void refreshSiteConfig().catch(() => undefined);
  });
}

async function refreshServed<T>(fetch: () => Promise<Served<T>>, apply: (value: T) => void, followUp = true): Promise<void> {
  const { value, fromCache } = await fetch();
  apply(value);
  if (fromCache && followUp) setTimeout(() => void refreshServed(fetch, apply, false).catch(() => undefined), REVALIDATED_READ_MS);
}

function applyConfig(config: SiteConfig): void {
  siteStore.config = config;
  setMerchantCode(config.merchantCode);
  applyTheme(config.info.theme);
  // The merchant's reading of the languages (product rule 3.15): a new one activates the language again under it.
  if (config.info.languageReading !== languageReading()) void applyLanguageReading(config.info.languageReading).catch(() => undefined);
}

/**
 * The reading of the languages of the site config kept on this device, to boot with before any
 * catalog loads (a returning player of a 'ty-en' merchant sees Turkish from the first paint): the
 * copy of `language`, else any kept copy (they are one merchant's); null without one (a first
 * visit, or cached data cleared: the page's reading is used then, see bootReadingOf).
 */
export function keptLanguageReading(language: LanguageCode): LanguageReading | null {
  for (const kept of [language, ...LANGUAGE_CODES.filter((l) => l !== language)]) {
    const config = readJson(siteConfigKey(kept), siteConfigSchema);
    if (config) return config.info.languageReading;
  }
  return null;
}

export function hasFlag(config: { readonly info: { readonly whitelabel: readonly WhitelabelFlag[] } } | null, flag: WhitelabelFlag): boolean {
  return config?.info.whitelabel.includes(flag) ?? false;
}

export function resourceUrl(
  config: { readonly info: { readonly resources: readonly { readonly resourceType: ResourceType; readonly url: string }[] } } | null,
  type: ResourceType,
): string | null {
  return config?.info.resources.find((r) => r.resourceType === type)?.url || null;
}
