import { createDecipheriv, generateKeyPairSync, type KeyObject, privateDecrypt, constants, randomUUID } from 'node:crypto';
import type { SealedBody } from '../../src/shared/contract/auth';

export type BodyCrypto = {
  publicKey: { keyId: string; spki: string };
  /** Opens a sealed body; throws UnknownKeyError when it was sealed for another key. */
  open(sealed: SealedBody): unknown;
};

export class UnknownKeyError extends Error {}

const TAG_BYTES = 16;

/**
 * RSA-OAEP (SHA-256) key pair made at start: a restart rotates it, and clients whose key is
 * stale are told so (err_encryption_key_unknown) and fetch the new one.
 */
export function createBodyCrypto(): BodyCrypto {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyId = randomUUID();
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    publicKey: { keyId, spki },
    open: (sealed) => openSealed(sealed, keyId, privateKey),
  };
}

function openSealed(sealed: SealedBody, keyId: string, privateKey: KeyObject): unknown {
  if (sealed.keyId !== keyId) throw new UnknownKeyError('sealed for another key');
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.key, 'base64'),
  );
  const data = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as unknown;
}
