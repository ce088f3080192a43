import { createApiClient } from '#src/shared/api/client';
import { DEFAULT_LANGUAGE, type LanguageCode } from '#src/shared/contract/platform';
import { baseUrl } from './fixtures';

/**
 * The server's content (promotions, announcements, site settings) as the app reads it: asked
 * through the real API client in a language, so the server decides the words as it does for the
 * app (the translation in that language, else the English). Tests read the text they expect here
 * instead of copying one language's words; the app's language is the default one unless a test
 * picks another.
 */
function client(language: LanguageCode, merchantCode = 'DEMO') {
  return createApiClient({ baseUrl: baseUrl(), context: () => ({ token: null, merchantCode, language, device: 'MOBILE' }) });
}

/** A seeded promotion's id by its English title (the seed's own words). */
export async function promotionId(englishTitle: string): Promise<number> {
  const { promotions } = await client('EN').call('promotions', {});
  const found = promotions.find((p) => p.title === englishTitle);
  if (!found) throw new Error(`no promotion ${englishTitle}`);
  return found.id;
}

/** A promotion's detail (title, HTML content) in `language`. */
export async function promotionIn(id: number | string, language: LanguageCode = DEFAULT_LANGUAGE) {
  return client(language).call('promotionDetail', { id: String(id) });
}

/** The titles of the popup notices (announcement type PU) in `language`. */
export async function popupTitles(language: LanguageCode = DEFAULT_LANGUAGE): Promise<string[]> {
  return (await client(language).call('announcements', { types: 'PU' })).popup.map((n) => n.title);
}

/** The titles of the player notices (the home ticker's) in `language`. */
export async function playerNoticeTitles(language: LanguageCode = DEFAULT_LANGUAGE): Promise<string[]> {
  return (await client(language).call('announcements', { types: 'B,PL,PU' })).playerNotices.map((n) => n.title);
}

/** The site config of a merchant in `language` (licence text, app description). */
export async function siteConfigIn(language: LanguageCode = DEFAULT_LANGUAGE, merchantCode = 'DEMO') {
  return client(language, merchantCode).call('siteConfig', {});
}

/** The words of an HTML text, as a browser shows them in one line. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
