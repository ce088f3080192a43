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
