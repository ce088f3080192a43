import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Catalog codes are the product's language codes (product rule 3.14), and TR: the Turkish catalog
 * that TY reads from under the other reading ('ty-en', product rule 3.15). TR is a
 * catalog, not a language code of the product; it is listed so that `lingui extract` keeps it in
 * step with the others. Message ids are explicit: the original specification's keys where it
 * has one, snake_case ids of ours elsewhere (product rule 8.2). EN is the source text.
 */
export default defineConfig({
  sourceLocale: 'EN',
  locales: ['CN', 'EN', 'TH', 'VI', 'TY', 'PT', 'TR'],
  fallbackLocales: { default: 'EN' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  // No line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
