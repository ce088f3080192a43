import type { Selectable } from 'kysely';
import type { LanguageReading } from '#src/shared/contract/platform';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { MerchantTable } from '../db/schema';
import type { Logger } from '../log';
import type { BodyCrypto } from '../services/body-crypto';
import type { EmailGateway, SmsGateway } from '../services/message-gateways';
import type { Lifecycle } from './health';

/** A merchant row as the merchants table holds it. */
export type Merchant = Selectable<MerchantTable>;

export type Services = {
  db: Db;
  crypto: BodyCrypto;
  config: ServerConfig;
  sms: SmsGateway;
  email: EmailGateway;
  lifecycle: Lifecycle;
  log: Logger;
};

/**
 * What createApp takes: the message gateways default to the outbox ones on the same database,
 * the lifecycle to a process that is not stopping, the log to none.
 */
export type ServicesInput = Omit<Services, 'sms' | 'email' | 'lifecycle' | 'log'> & Partial<Pick<Services, 'sms' | 'email' | 'lifecycle' | 'log'>>;

/** Hono context variables every handler can read. */
export type AppEnv = {
  Variables: {
    /** This request's id (http/request-id.ts), in its log line and its X-Request-Id. */
    requestId: string;
    services: Services;
    merchant: Merchant;
    /** The merchant's reading of the languages (product rule 3.15): which ones it offers, and what TY is. */
    languageReading: LanguageReading;
    memberId: number | null;
    /** The signed-in member's type (product rule 6.1); null without a member. */
    memberType: number | null;
    token: string | null;
    /** The Idempotency-Key of a money-moving call, checked by its contract route; null elsewhere. */
    idempotencyKey: string | null;
    /** The call a middleware answered before the router matched it (a cached catalogue page): its path, for the log. */
    answeredRoute: string;
  };
};
