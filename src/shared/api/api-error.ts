import type { MessageKey } from '../contract/message-keys';

/** Every failed call ends as one of these: a translatable key, never a raw server string. */
export class ApiError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly status: number,
    /** The envelope's value on failure (e.g. the login captcha flag). */
    readonly value?: unknown,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/**
 * The request may not have reached the server, or its answer was lost: offline, network error,
 * timeout. Only idempotent work may be kept and sent again after such a failure.
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.messageKey === 'err_offline' || error.messageKey === 'err_network' || error.messageKey === 'err_timeout');
}

/** Whether trying the same read again could succeed: not when the server refused it for good (no permission, not found). */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 403 || error.status === 404));
}
