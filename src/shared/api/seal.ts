import type { BeforeRequestHook } from 'ky';
import { ENCRYPTION_SCHEME, type PublicKey, type SealedBody, type SealedPlaintext } from '../contract/auth';
import { HEADERS } from '../contract/platform';

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Seals a JSON body for the server: a fresh AES-256-GCM key encrypts it with a fresh nonce and
 * the time `sealedAt` (so that it is taken once, and only now), the server's RSA-OAEP (SHA-256)
 * public key wraps that key. Only the server's private key can open it.
 */
export async function seal(payload: unknown, publicKey: PublicKey, sealedAt: number = Date.now()): Promise<SealedBody> {
  const subtle = globalThis.crypto.subtle;
  const plaintext: SealedPlaintext = { sealedAt: Math.round(sealedAt), nonce: toBase64(globalThis.crypto.getRandomValues(new Uint8Array(18))), body: payload };
  const rsa = await subtle.importKey('spki', fromBase64(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(plaintext)));
  const rawKey = await subtle.exportKey('raw', aes);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return { keyId: publicKey.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}

/**
 * A request hook that seals the JSON body on its way out, under the key `publicKey` gives and at
 * the time `serverNow` tells: only the server opens it, once.
 */
export function sealing(publicKey: () => Promise<PublicKey>, serverNow: () => number): BeforeRequestHook {
  return async (request) => {
    const sealed = await seal(await request.json(), await publicKey(), serverNow());
    request.headers.set(HEADERS.encryption, ENCRYPTION_SCHEME);
    return new Request(request, { body: JSON.stringify(sealed) });
  };
}
