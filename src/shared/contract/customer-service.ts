/**
 * Product rule 3.11: a customer-service entry's path is encrypted, its last 8 characters being the
 * key. Our rule: path = base64url(utf8(url) XOR key, the key repeated) + key, the key being 8
 * letters or digits. The seed encodes with it, the client decodes; a path that does not decode
 * to an http(s) URL counts as no link at all (the entry then says coming_soon).
 */
export const CS_KEY_LENGTH = 8;
const KEY = /^[A-Za-z0-9]{8}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The entries the site config carries (csType CS is the one used; type '3' gives the link). */
export type CustomerServiceEntry = { readonly csType: string; readonly title: string; readonly path: string; readonly type: string };

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ (keyBytes[i % keyBytes.length] ?? 0));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  // A length of 4n+1 is never valid base64.
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function httpUrl(text: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(text).protocol;
  } catch {
    return null;
  }
  return protocol === 'http:' || protocol === 'https:' ? text : null;
}

/** Encodes a link with an 8-character key (letters and digits). */
export function encodeServicePath(url: string, key: string): string {
  if (!KEY.test(key)) throw new Error('a customer-service key is 8 letters or digits');
  return toBase64Url(xor(new TextEncoder().encode(url), key)) + key;
}

/** The link a path stands for, or null when it is short, damaged, or not an http(s) URL. */
export function decodeServicePath(path: string): string | null {
  if (path.length <= CS_KEY_LENGTH) return null;
  const key = path.slice(-CS_KEY_LENGTH);
  if (!KEY.test(key)) return null;
  const bytes = fromBase64Url(path.slice(0, -CS_KEY_LENGTH));
  if (!bytes) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(xor(bytes, key));
  } catch {
    return null;
  }
  return httpUrl(text);
}

/** The customer-service link: the first CS entry of type '3' whose path decodes. */
export function customerServiceUrl(entries: readonly CustomerServiceEntry[] | undefined): string | null {
  for (const entry of entries ?? []) {
    if (entry.csType !== 'CS' || entry.type !== '3') continue;
    const url = decodeServicePath(entry.path);
    if (url) return url;
  }
  return null;
}
