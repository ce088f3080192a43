import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** The member's own records: bets, ledger transactions, profit and loss. */
export const recordRoutes = new Hono<AppEnv>();
