import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { gameTypeSchema } from '../src/shared/contract/games';
import { whitelabelFlagSchema } from '../src/shared/contract/platform';
import { siteConfigSchema } from '../src/shared/contract/system';

/**
 * What an operator gives the production mode (SITE_FILE): its merchants with their site configs,
 * and the game catalogue. Checked whole at start; `site.example.json` is a working example.
 */
const { whitelabel: _flags, ...settingShape } = siteConfigSchema.shape.info.shape;

const merchantSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,20}$/, 'expected 2 to 20 capitals, digits or _'),
  name: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as CNY'),
  currencySymbol: z.string().min(1),
  /** The merchant's day (daily sign-ins, promotion dates): an IANA zone such as Asia/Bangkok. */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'expected an IANA time zone such as Asia/Bangkok'),
  /** The host names players reach this merchant on (its Host header). */
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'expected a host name in lower case')).min(1),
  flags: z.array(whitelabelFlagSchema),
  /** The site config's `info` as players receive it (product rule 3.8), its whitelabel flags apart. */
  settings: z.strictObject(settingShape),
  liveModels: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })).default([]),
});

const vendorSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,20}$/, 'expected 2 to 20 capitals, digits or _'),
  name: z.string().min(1),
  gameType: gameTypeSchema,
  logo: z.string().min(1),
});

const gameSchema = z.object({
  /** The game's id in the lobby (its node id), unique in the catalogue. */
  id: z.string().min(1),
  vendor: z.string(),
  /** The vendor's own code for the game, sent when it is launched. */
  code: z.string().min(1),
  group: z.string().min(1),
  name: z.string().min(1),
  icon: z.string().min(1),
  /** Its place among the hot games (1 first); absent, not a hot game. */
  hotRank: z.number().int().min(1).optional(),
  isNew: z.boolean().default(false),
  /** The smallest bet, in minor units of the currency. */
  minBetMinor: z.number().int().min(1),
  /** The lottery lobby a lottery game opens (SEA, VN, Lott); lotteries only. */
  lottoMode: z.string().optional(),
});

export const siteFileSchema = z
  .object({
    merchants: z.array(merchantSchema).min(1),
    vendors: z.array(vendorSchema).min(1),
    games: z.array(gameSchema).min(1),
  })
  .strict()
  .superRefine((site, ctx) => {
    // Each key that must appear once: the values and where each one sits in the file.
    const unique: [what: string, values: string[], path: (i: number) => (string | number)[]][] = [
      ['merchant code', site.merchants.map((m) => m.code), (i) => ['merchants', i, 'code']],
      ['host', site.merchants.flatMap((m) => m.hosts), () => ['merchants']],
      ['vendor code', site.vendors.map((v) => v.code), (i) => ['vendors', i, 'code']],
      ['game id', site.games.map((g) => g.id), (i) => ['games', i, 'id']],
    ];
    for (const [what, values, path] of unique) {
      const seen = new Set<string>();
      values.forEach((value, i) => {
        if (seen.has(value)) ctx.addIssue({ code: 'custom', path: path(i), message: `${what} "${value}" appears twice` });
        seen.add(value);
      });
    }
    const vendors = new Set(site.vendors.map((v) => v.code));
    site.games.forEach((game, i) => {
      if (!vendors.has(game.vendor)) ctx.addIssue({ code: 'custom', path: ['games', i, 'vendor'], message: `no vendor "${game.vendor}" in vendors` });
    });
  });
export type SiteFile = z.infer<typeof siteFileSchema>;

/** The operator's site file, read and checked; a bad one throws naming the file and each bad field. */
export function readSiteFile(path: string): SiteFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Bad site file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = siteFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(the file)'}: ${i.message}`).join('; ');
    throw new Error(`Bad site file ${path}: ${problems}`);
  }
  return parsed.data;
}
