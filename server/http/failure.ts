import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from '#src/shared/contract/message-keys';

/** A failure a handler throws; the app turns it into the envelope with this status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly messageKey: MessageKey,
    readonly value?: unknown,
  ) {
    super(messageKey);
  }
}
