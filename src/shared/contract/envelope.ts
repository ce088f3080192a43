import * as z from 'zod/mini';

export const failureEnvelopeSchema = z.lazy(() =>
  z.object({
    success: z.literal(false),
    value: z.optional(z.unknown()),
    code: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
);

/** The one response shape of every API call (product rule 7.1). */
export type Envelope<T> = {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
};
