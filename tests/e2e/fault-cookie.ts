import type { BrowserContext } from '@playwright/test';
import type { Fault } from '#server/http/fault-injection';
import { baseUrl } from './fixtures';

/** The faults the journeys are tried under (server/http/fault-injection.ts), with the word each must end in. */
export type Case = { name: string; fault: Omit<Fault, 'path' | 'method'>; message: string | null };
export const CASES: readonly Case[] = [
  { name: 'a 503', fault: { kind: 'status', status: 503 }, message: 'err_unknown' },
  { name: 'malformed JSON', fault: { kind: 'malformed' }, message: 'err_unknown' },
  { name: 'a dropped connection', fault: { kind: 'drop' }, message: 'err_network' },
  { name: 'a body that trickles past the time limit', fault: { kind: 'slow-body', ms: 2_000 }, message: 'err_timeout' },
  { name: 'a slow server (3 s)', fault: { kind: 'latency', ms: 3_000 }, message: null },
];

/** This context's faults, through the test controls' cookie (an empty list heals the network). */
export async function setFaults(context: BrowserContext, faults: Fault[]): Promise<void> {
  await context.clearCookies({ name: 'test-faults' });
  if (faults.length > 0) await context.addCookies([{ name: 'test-faults', value: encodeURIComponent(JSON.stringify(faults)), url: baseUrl() }]);
}

/** Within the 10 s loading limit plus the transport's own time limit, something other than a spinner shows. */
export const LIMIT = { timeout: 15_000 };
