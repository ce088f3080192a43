import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/shared/contract/platform';
import { MESSAGE_KEYS } from '../../../src/shared/contract/message-keys';

function entries(language: string): Map<string, string> {
  const po = readFileSync(`locales/${language}/messages.po`, 'utf8');
  const map = new Map<string, string>();
  for (const m of po.matchAll(/\nmsgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)) map.set(m[1] ?? '', m[2] ?? '');
  return map;
}

const source = entries('EN');

describe('catalogs', () => {
  it('the source catalog holds every message the server can send', () => {
    for (const key of MESSAGE_KEYS) expect(source.has(key), key).toBe(true);
  });

  it.each(LANGUAGE_CODES)('%s translates every message', (language) => {
    const catalog = entries(language);
    const missing = [...source.keys()].filter((id) => !catalog.get(id));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'EN'))('%s keeps every placeholder of the source', (language) => {
    const catalog = entries(language);
    for (const [id, text] of source) {
      const placeholders = (text.match(/\{\w+\}/g) ?? []).sort();
      expect((catalog.get(id)?.match(/\{\w+\}/g) ?? []).sort(), id).toEqual(placeholders);
    }
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'EN'))('%s is a translation, not a copy of the English', (language) => {
    const catalog = entries(language);
    const copied = [...source].filter(([id, text]) => text.length > 12 && catalog.get(id) === text);
    expect(copied.map(([id]) => id)).toEqual([]);
  });
});
