import type { Kysely } from 'kysely';
import type { Db } from '../database';
import { translateSeededContent } from '../seed/translations';

/**
 * What the server says in words (announcements, promotions, inbox messages, home news, banner
 * titles, VIP level names, the licence text of the site settings, reward-centre titles, points-mall
 * items, deposit channel names, rejection reasons and feedback replies) in the other five languages.
 * The content's own columns keep the English, which is what a language without a translation
 * reads. A row is one field of one piece of content in one language: `kind` names the table,
 * `ref` the row (its id, or the merchant code for site settings), `field` the column (a setting
 * key, dotted into its JSON: `mobileTemplate.app_desc`).
 *
 * A database seeded before this gets the seed's translations of the content that still reads as
 * the seed wrote it (reading only tables and columns there at migration 020); a fresh one has no
 * content yet (the seed translates its own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', ['kind', 'ref', 'field', 'language'])
    .execute();
  await translateSeededContent(db as unknown as Db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').execute();
}
