import { z } from 'zod';
import { parseTrustedProxies } from './http/client-ip';
import { DEFAULT_HASH_COST } from './services/passwords';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

/** "google=https://...,facebook=https://..." -> provider -> start URL; empty means none configured. */
const socialLoginUrls = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const urls: Record<string, string> = {};
    for (const entry of text
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const at = entry.indexOf('=');
      const provider = at > 0 ? entry.slice(0, at).trim().toLowerCase() : '';
      const url = at > 0 ? entry.slice(at + 1).trim() : '';
      if (!provider || !/^https?:\/\/[^\s]+$/.test(url)) {
        ctx.addIssue({ code: 'custom', message: `expected provider=https://... pairs separated by commas, got "${entry}"` });
        return z.NEVER;
      }
      urls[provider] = url;
    }
    return urls;
  });

/** Environment, parsed once at start; a bad value stops the process with a clear message. */
export const configSchema = z
  .object({
    /**
     * demo: the seeded demo, its demo operator's decisions and chat replies. production: the
     * merchants, site configs and game catalogue of SITE_FILE, and nothing invented.
     */
    // Not MODE: test runners and build tools set that one for their own use.
    SERVER_MODE: z.enum(['demo', 'production']).default('demo'),
    /** The production mode's site file (merchants, site configs, game catalogue); site.example.json shows its form. */
    SITE_FILE: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Unset: every interface, IPv6 and IPv4 (Node's own choice: IPv4 alone on a machine without IPv6). */
    HOST: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().default('./data'),
    /** postgres://user:password@host:port/database runs the server on PostgreSQL; unset, on the SQLite file in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'expected postgres://user:password@host:port/database')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    STATIC_DIR: z.string().default('./dist'),
    DEFAULT_MERCHANT: z.string().default('DEMO'),
    /** log2 of scrypt's N for new password hashes; below OWASP's floor of 14 only for test servers, never in production. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(DEFAULT_HASH_COST),
    /** Exposes /api/test-controls/* (switch maintenance, region restriction). Never in production. */
    ENABLE_TEST_CONTROLS: booleanFlag,
    /** fatal, error, warn, info (a line per request), debug, trace or silent. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** json (a line per event, for a log collector) or pretty (a developer's terminal; needs the development dependencies). */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    /** Where each social login starts (google, facebook, telegram); a provider not listed is "coming soon". */
    SOCIAL_LOGIN_URLS: socialLoginUrls,
    /** How long after a player's chat message the demo operator's reply becomes visible (0: at once). */
    DEMO_CHAT_REPLY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    /** How long the demo operator takes to approve a pending deposit (0: at once); test controls decide sooner. */
    DEMO_DEPOSIT_APPROVE_MS: z.coerce.number().int().min(0).max(86_400_000).default(5000),
    /** The same for a pending withdrawal. */
    DEMO_WITHDRAW_APPROVE_MS: z.coerce.number().int().min(0).max(86_400_000).default(5000),
    /**
     * The proxies in front of the server ("loopback", addresses, CIDR ranges, comma-separated): only
     * from them is X-Forwarded-For believed. Unset, a player's address is the socket's peer.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((text, ctx) => {
        if (!text.trim()) return null;
        const parsed = parseTrustedProxies(text);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed.trusted;
      }),
    /** The server sits behind a TLS-terminating proxy: answers carry Strict-Transport-Security. */
    BEHIND_TLS: booleanFlag,
    /** Trial accounts one address may make per hour (many players can share one behind a carrier's NAT). */
    TRIAL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Trial accounts one device may make per day. */
    TRIAL_LIMIT_PER_DEVICE: z.coerce.number().int().min(1).max(1_000).default(3),
    /**
     * One-time codes (SMS and e-mail) one address may ask for per hour, whatever the numbers: a
     * script cannot have a thousand numbers texted at the operator's cost from one machine.
     */
    SMS_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Codes one number (or e-mail address) gets per hour, across login, registration and recovery. */
    SMS_LIMIT_PER_NUMBER: z.coerce.number().int().min(1).max(100).default(5),
    /** Codes a merchant sends per hour in all: the ceiling of what an attack from many addresses costs. */
    SMS_LIMIT_PER_MERCHANT: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
    /** The port of GET /metrics (Prometheus), apart from the players' one; unset, no metrics are served. */
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The interface the metrics port binds: the machine itself unless an operator opens it to a scraper. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** On SIGTERM, how long /readyz says "stopping" while requests are still taken (a load balancer's time to notice). */
    STOP_NOTICE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** Then, how long requests in flight may take to be answered before the connections left are cut. */
    STOP_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  })
  .superRefine((config, ctx) => {
    if (config.SERVER_MODE !== 'production') return;
    if (!config.SITE_FILE) ctx.addIssue({ code: 'custom', path: ['SITE_FILE'], message: 'the production mode takes its merchants from a site file' });
    if (config.ENABLE_TEST_CONTROLS) ctx.addIssue({ code: 'custom', path: ['ENABLE_TEST_CONTROLS'], message: 'test controls are never on in production' });
    if (config.PASSWORD_HASH_COST < DEFAULT_HASH_COST)
      ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: `password hashes are never cheaper than ${DEFAULT_HASH_COST} in production` });
  });
export type ServerConfig = z.infer<typeof configSchema>;

/** The demo operator's delays (deposits, withdrawals, chat replies); null in production, where the operator acts. */
export function demoOperatorDelays(config: ServerConfig): { depositMs: number | null; withdrawalMs: number | null; chatReplyMs: number | null } {
  if (config.SERVER_MODE === 'production') return { depositMs: null, withdrawalMs: null, chatReplyMs: null };
  return { depositMs: config.DEMO_DEPOSIT_APPROVE_MS, withdrawalMs: config.DEMO_WITHDRAW_APPROVE_MS, chatReplyMs: config.DEMO_CHAT_REPLY_MS };
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Bad server configuration: ${problems}`);
  }
  return parsed.data;
}
