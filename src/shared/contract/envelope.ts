import * as z from 'zod/mini';
import { messageKeySchema } from './message-keys';

/** The one response shape of every API call (DESIGN section 3). */
export function envelopeSchema<T extends z.ZodMiniType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: z.optional(value),
    code: z.optional(z.string()),
    message: z.optional(messageKeySchema),
  });
}

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z.optional(z.unknown()),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});

export type Envelope<T> = {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
};
