import { constants, createDecipheriv, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, privateDecrypt, randomUUID } from 'node:crypto';
import type { SealedBody } from '#src/shared/contract/auth';
import type { Db } from '../db/database';

export type BodyCrypto = {
  publicKey: { keyId: string; spki: string };
  /** Opens a sealed body; throws UnknownKeyError when it was sealed for another key. */
  open(sealed: SealedBody): unknown;
};

export class UnknownKeyError extends Error {}

const TAG_BYTES = 16;

/** An RSA-OAEP (SHA-256) key and its id, as kept: the private key in PKCS#8 PEM. */
export type BodyKey = { keyId: string; privateKeyPem: string };

export function newBodyKey(): BodyKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keyId: randomUUID(), privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/**
 * Opens bodies sealed for `key` (a new one when none is given). Clients whose key is stale are
 * told so (err_encryption_key_unknown) and fetch the current one.
 */
export function createBodyCrypto(key: BodyKey = newBodyKey()): BodyCrypto {
  const privateKey = createPrivateKey(key.privateKeyPem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    publicKey: { keyId: key.keyId, spki },
    open: (sealed) => openSealed(sealed, key.keyId, privateKey),
  };
}

const BODY_KEY_SECRET = 'body_key';

/**
 * The key every server instance on this database shares, so a body sealed with the key one
 * instance handed out opens on any other. The first instance to start makes it; the others,
 * and every restart, read it. Deleting the row rotates it at the next start of the instances.
 */
export async function loadBodyCrypto(db: Db): Promise<BodyCrypto> {
  const stored = () => db.selectFrom('server_secrets').select('value').where('name', '=', BODY_KEY_SECRET).executeTakeFirst();
  // A key pair is made only when none is kept yet (making one costs a moment of every start otherwise).
  if (!(await stored())) {
    await db
      .insertInto('server_secrets')
      .values({ name: BODY_KEY_SECRET, value: JSON.stringify(newBodyKey()) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  const row = await stored();
  if (!row) throw new Error('the body key could not be stored');
  return createBodyCrypto(JSON.parse(row.value) as BodyKey);
}

function openSealed(sealed: SealedBody, keyId: string, privateKey: KeyObject): unknown {
  if (sealed.keyId !== keyId) throw new UnknownKeyError('sealed for another key');
  const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed.key, 'base64'));
  const data = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as unknown;
}
