import type { Kysely } from 'kysely';

/**
 * A registration code is sent only after a captcha (server/services/captcha.ts
 * passCaptchaForCode): `code_sent` marks the captcha that let one out, so that it lets out no
 * other, while it stays good for the registration that follows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('captchas')
    .addColumn('code_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('captchas').dropColumn('code_sent').execute();
}
