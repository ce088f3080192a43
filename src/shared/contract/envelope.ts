import { z } from 'zod';
import { messageKeySchema } from './message-keys';

/** The one response shape of every API call (DESIGN section 3). */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.optional(),
    code: z.string().optional(),
    message: messageKeySchema.optional(),
  });
}

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z.unknown().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

export type Envelope<T> = {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
};
