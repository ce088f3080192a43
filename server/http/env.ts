import type { Db } from '../db/database';
import type { BodyCrypto } from '../services/body-crypto';
import type { ServerConfig } from '../config';

export type Merchant = {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  maintenance: number;
  region_restriction: number;
};

export type Services = { db: Db; crypto: BodyCrypto; config: ServerConfig };

/** Hono context variables every handler can read. */
export type AppEnv = {
  Variables: {
    services: Services;
    merchant: Merchant;
    memberId: number | null;
    token: string | null;
  };
};
