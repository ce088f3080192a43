import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type SiteFile, siteFileSchema } from '#server/site-file';

const example = JSON.parse(readFileSync('site.example.json', 'utf8')) as SiteFile;

function problemsOf(site: unknown): string[] {
  const parsed = siteFileSchema.safeParse(site);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the site file check', () => {
  it('accepts the example file', () => {
    expect(problemsOf(example)).toEqual([]);
  });

  it('names every key that appears twice, at its second place', () => {
    const [merchant] = example.merchants;
    const [vendor] = example.vendors;
    const [game] = example.games;
    if (!merchant || !vendor || !game) throw new Error('the example file lists a merchant, a vendor and a game');
    const site = {
      ...example,
      merchants: [...example.merchants, { ...merchant, hosts: [...merchant.hosts] }],
      vendors: [...example.vendors, vendor],
      games: [...example.games, game],
    };
    expect(problemsOf(site)).toEqual([
      `merchants.${example.merchants.length}.code: merchant code "${merchant.code}" appears twice`,
      ...merchant.hosts.map((host) => `merchants: host "${host}" appears twice`),
      `vendors.${example.vendors.length}.code: vendor code "${vendor.code}" appears twice`,
      `games.${example.games.length}.id: game id "${game.id}" appears twice`,
    ]);
  });
});
