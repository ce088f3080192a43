import type { Db } from '../db/database';
import type { BodyCrypto } from '../services/body-crypto';
import type { ServerConfig } from '../config';
import type { EmailGateway, SmsGateway } from '../services/message-gateways';

export type Merchant = {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  maintenance: number;
  region_restriction: number;
};

export type Services = { db: Db; crypto: BodyCrypto; config: ServerConfig; sms: SmsGateway; email: EmailGateway };

/** What createApp takes: the message gateways default to the outbox ones on the same database. */
export type ServicesInput = Omit<Services, 'sms' | 'email'> & Partial<Pick<Services, 'sms' | 'email'>>;

/** Hono context variables every handler can read. */
export type AppEnv = {
  Variables: {
    services: Services;
    merchant: Merchant;
    memberId: number | null;
    token: string | null;
  };
};
