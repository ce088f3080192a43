import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { CONTENT_KINDS, type ContentKind, isTranslatable, putManyTranslations, TRANSLATED_LANGUAGES } from '../services/content-language';

/**
 * Test control: the operator gives existing content its words in other languages (the operator's
 * console is not part of this product). English stays in the content's own columns. Mounted with
 * the other test controls (test-controls.ts).
 */
export const contentTranslationRoutes = new Hono<AppEnv>();

const requestSchema = z.object({
  kind: z.enum(CONTENT_KINDS as [ContentKind, ...ContentKind[]]),
  /** The content's id; for site settings the merchant's code, for VIP levels the level, for deposit channels `<merchant>/<code>`. */
  ref: z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.int()]),
  translations: z
    .array(
      z.object({
        field: z.string().check(z.minLength(1), z.maxLength(64)),
        language: z.enum(TRANSLATED_LANGUAGES as [string, ...string[]]),
        text: z.string().check(z.maxLength(20_000)),
      }),
    )
    .check(z.minLength(1), z.maxLength(64)),
});

/** Whether `ref` names content the request's merchant may translate. */
async function ownsContent(db: Db, kind: ContentKind, ref: string, merchant: string): Promise<boolean> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  switch (kind) {
    case 'site_setting':
      return ref === merchant;
    case 'vip_level':
      return id !== null && (await db.selectFrom('vip_levels').select('level').where('level', '=', id).executeTakeFirst()) !== undefined;
    case 'inbox':
      return (
        id !== null &&
        (await db
          .selectFrom('inbox_messages as i')
          .innerJoin('members as m', 'm.id', 'i.member_id')
          .select('i.id')
          .where('i.id', '=', id)
          .where('m.merchant_code', '=', merchant)
          .executeTakeFirst()) !== undefined
      );
    case 'reward':
    case 'reward_application':
    case 'feedback': {
      // A member's own rows: the member's merchant owns them.
      if (id === null) return false;
      const row =
        kind === 'reward'
          ? await db.selectFrom('member_rewards').select('member_id').where('id', '=', id).executeTakeFirst()
          : kind === 'reward_application'
            ? await db.selectFrom('reward_applications').select('member_id').where('id', '=', id).executeTakeFirst()
            : await db.selectFrom('feedback').select('member_id').where('id', '=', id).executeTakeFirst();
      if (!row) return false;
      return (
        (await db.selectFrom('members').select('id').where('id', '=', row.member_id).where('merchant_code', '=', merchant).executeTakeFirst()) !== undefined
      );
    }
    case 'deposit_channel': {
      // `<merchant>/<code>`
      const [owner, code, ...rest] = ref.split('/');
      return (
        owner === merchant &&
        code !== undefined &&
        rest.length === 0 &&
        (await db.selectFrom('deposit_channels').select('code').where('merchant_code', '=', merchant).where('code', '=', code).executeTakeFirst()) !== undefined
      );
    }
    default: {
      const table = (
        {
          announcement: 'announcements',
          promotion: 'promotions',
          home_news: 'home_news',
          banner: 'banners',
          mall_item: 'mall_items',
          deposit_order: 'deposit_orders',
          withdrawal_order: 'withdrawal_orders',
        } as const
      )[kind];
      return (
        id !== null && (await db.selectFrom(table).select('id').where('id', '=', id).where('merchant_code', '=', merchant).executeTakeFirst()) !== undefined
      );
    }
  }
}

contentTranslationRoutes.post('/api/test-controls/content-translations', async (c) => {
  const { db } = c.get('services');
  const body = requestSchema.safeParse(await c.req.json().catch(() => null));
  if (!body.success) throw new ApiFailure(400, 'err_bad_request');
  const { kind, translations } = body.data;
  const ref = String(body.data.ref);
  if (translations.some((t) => !isTranslatable(kind, t.field))) throw new ApiFailure(400, 'err_bad_request');
  if (!(await ownsContent(db, kind, ref, c.get('merchant').code))) throw new ApiFailure(404, 'err_not_found');
  await putManyTranslations(
    db,
    translations.map((t) => ({ kind, ref, field: t.field, language: t.language as (typeof TRANSLATED_LANGUAGES)[number], text: t.text })),
  );
  return c.json({ success: true, value: { kind, ref, count: translations.length } });
});
