import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

/** Environment, parsed once at start; a bad value stops the process with a clear message. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  STATIC_DIR: z.string().default('./dist'),
  DEFAULT_MERCHANT: z.string().default('DEMO'),
  /** Exposes /api/test-controls/* (switch maintenance, region restriction). Never in production. */
  ENABLE_TEST_CONTROLS: booleanFlag,
  LOG_REQUESTS: booleanFlag,
});
export type ServerConfig = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Bad server configuration: ${problems}`);
  }
  return parsed.data;
}
