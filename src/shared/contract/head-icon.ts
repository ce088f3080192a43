import * as z from 'zod/mini';

/** The preset head icons a member picks from, numbered 1 to 12 (three rows of the 4-per-row picker, product rule 9.14). */
export const HEAD_ICON_PRESETS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The head icon's picker takes jpg, jpeg, png and gif; pictures are at most 5 MB (product rule 5.10). */
export const HEAD_ICON_LIMITS = {
  maxBytes: 5_242_880,
  types: ['image/jpeg', 'image/png', 'image/gif'],
  extensions: ['jpg', 'jpeg', 'png', 'gif'],
} as const;

/** Where a preset's picture lives on the image CDNs. */
export const headIconPresetPath = (preset: number): string => `/images/avatars/preset-${preset}.svg`;

/** A member's head icon: none yet (the default figure), a preset, or their own picture at `url`. */
export const headIconSchema = z.nullable(
  z.discriminatedUnion('kind', [z.object({ kind: z.literal('preset'), preset: z.int() }), z.object({ kind: z.literal('upload'), url: z.string() })]),
);
export type HeadIcon = z.infer<typeof headIconSchema>;

/** The head icon GET: the member's icon and the presets on offer (product rule 7.10). */
export const headIconStateSchema = z.lazy(() => z.object({ current: headIconSchema, presets: z.array(z.int()) }));
export type HeadIconState = z.infer<typeof headIconStateSchema>;

/**
 * The head icon POST, multipart/form-data (product rule 7.14): either the text field `preset` (a preset's
 * number) or one file in HEAD_ICON_PICTURE_FIELD; the schema types the text fields.
 */
export const setHeadIconFieldsSchema = z.lazy(() => z.object({ preset: z.optional(z.string().check(z.regex(/^\d{1,2}$/))) }));
export const HEAD_ICON_PICTURE_FIELD = 'picture';
export const setHeadIconResponseSchema = z.lazy(() => z.object({ current: headIconSchema }));
