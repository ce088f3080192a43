import { describe, expect, it } from 'vitest';
import { MERCHANTS } from '#server/db/seed/site';
import { customerServiceUrl, decodeServicePath, encodeServicePath } from '#src/shared/contract/customer-service';

const URL_ = 'https://support.example.com/chat?lang=vi&name=Tiếng Việt';

describe('customer-service path (the last 8 characters are the key, product rule 3.11)', () => {
  it('round-trips a URL, non-ASCII included, and ends with its key', () => {
    const path = encodeServicePath(URL_, 'Ab3dE6g8');
    expect(path.endsWith('Ab3dE6g8')).toBe(true);
    expect(path).not.toContain('support');
    expect(decodeServicePath(path)).toBe(URL_);
  });

  it('refuses a key that is not 8 letters or digits', () => {
    expect(() => encodeServicePath(URL_, 'short')).toThrow();
    expect(() => encodeServicePath(URL_, 'abc-efgh')).toThrow();
  });

  it('gives nothing with the wrong key', () => {
    const path = encodeServicePath(URL_, 'Ab3dE6g8');
    expect(decodeServicePath(`${path.slice(0, -8)}Zz9yX8w7`)).toBeNull();
  });

  it('gives nothing for tampered text', () => {
    const path = encodeServicePath(URL_, 'Ab3dE6g8');
    const first = path[0] === 'A' ? 'B' : 'A';
    expect(decodeServicePath(first + path.slice(1))).toBeNull();
    expect(decodeServicePath(`${path.slice(0, 5)}*${path.slice(6)}`)).toBeNull();
    expect(decodeServicePath(`A${path}`)).toBeNull();
  });

  it('gives nothing when the result is not an http(s) URL', () => {
    expect(decodeServicePath(encodeServicePath('javascript:alert(1)', 'Ab3dE6g8'))).toBeNull();
    expect(decodeServicePath(encodeServicePath('support.example.com/chat', 'Ab3dE6g8'))).toBeNull();
    expect(decodeServicePath(encodeServicePath('http://support.example.com/', 'Ab3dE6g8'))).toBe('http://support.example.com/');
  });

  it('gives nothing for a path of 8 characters or fewer, or a plain URL', () => {
    expect(decodeServicePath('')).toBeNull();
    expect(decodeServicePath('Ab3dE6g8')).toBeNull();
    expect(decodeServicePath('https://support.example.com/chat?key=demo1234')).toBeNull();
  });

  it('takes the first CS entry of type 3 that decodes', () => {
    const good = encodeServicePath('https://a.example.com/', 'Key12345');
    expect(
      customerServiceUrl([
        { csType: 'QQ', title: 'q', path: good, type: '3' },
        { csType: 'CS', title: 'x', path: good, type: '1' },
        { csType: 'CS', title: 'broken', path: 'nonsense12345678', type: '3' },
        { csType: 'CS', title: 'live', path: good, type: '3' },
      ]),
    ).toBe('https://a.example.com/');
    expect(customerServiceUrl([])).toBeNull();
    expect(customerServiceUrl(undefined)).toBeNull();
  });

  it('is how the seed writes DEMO entries; LITE has none', () => {
    const entries = (code: string) =>
      MERCHANTS.find((m) => m.code === code)?.settings.customerService as { csType: string; title: string; path: string; type: string }[];
    expect(entries('DEMO').map((e) => decodeServicePath(e.path))).toEqual(['https://support.example.com/chat', 'https://support.example.com/affiliate']);
    expect(entries('LITE')).toEqual([]);
  });
});
