import type { Context } from 'hono';
import { SEALED_WINDOW_MS, sealedBodySchema, sealedPlaintextSchema } from '#src/shared/contract/auth';
import { HEADERS } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { UnknownKeyError } from '../services/body-crypto';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';

/**
 * Opens the sealed body of an encrypted call and takes it only once and only now: its time must
 * be within SEALED_WINDOW_MS of the server's (else 409 err_sealed_stale, with the server's time
 * so that the client sets its clock and seals again), and its nonce must not have been taken
 * (else 409 err_sealed_replayed). A body sealed before bodies carried either, by a client still
 * running an older build, is refused as err_encryption_required: "reload the page" is the way on.
 */
export async function openSealedBody(c: Context<AppEnv>, body: unknown, now = new Date()): Promise<unknown> {
  const sealed = sealedBodySchema.safeParse(body);
  if (!sealed.success || !c.req.header(HEADERS.encryption)) throw new ApiFailure(400, 'err_encryption_required');
  let opened: unknown;
  try {
    opened = c.get('services').crypto.open(sealed.data);
  } catch (error) {
    if (error instanceof UnknownKeyError) throw new ApiFailure(400, 'err_encryption_key_unknown');
    throw new ApiFailure(400, 'err_bad_request');
  }
  const plain = sealedPlaintextSchema.safeParse(opened);
  if (!plain.success) throw new ApiFailure(400, 'err_encryption_required');
  const { sealedAt, nonce } = plain.data;
  if (Math.abs(now.getTime() - sealedAt) > SEALED_WINDOW_MS) throw new ApiFailure(409, 'err_sealed_stale', { serverTime: now.getTime() });
  if (!(await takeNonce(c.get('services').db, nonce, new Date(sealedAt + SEALED_WINDOW_MS)))) throw new ApiFailure(409, 'err_sealed_replayed');
  return plain.data.body;
}

/** Records `nonce` until `expiresAt`; false when it was already taken (by any instance on the database). */
async function takeNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .insertInto('sealed_nonces')
    .values({ nonce, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
