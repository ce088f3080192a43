import type { MessageKey } from '#src/shared/contract/message-keys';

/**
 * A rule of the product refused what was asked: the message key the player is told (product rule
 * 8.1) and what may go with it (the field it concerns). Services throw it and know nothing of
 * HTTP; the one place that answers it (server/http/refusal-status.ts) picks the status.
 */
export class Refusal extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly value?: unknown,
  ) {
    super(messageKey);
  }
}
