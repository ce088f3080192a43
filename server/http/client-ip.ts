import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): addresses, ranges in CIDR form,
 * or `loopback` for a proxy on the same machine.
 */
export type TrustedProxies = BlockList;

/** An IPv4 address as a dual-stack socket reports it ("::ffff:10.0.0.1") reads as itself. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Reads TRUST_PROXY's list ("loopback, 10.0.0.0/8, 192.0.2.7"); an entry that is none of those
 * is named in the error, so a typo never trusts nobody (or everybody) in silence.
 */
export function parseTrustedProxies(text: string): { trusted: TrustedProxies } | { error: string } {
  const trusted = new BlockList();
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      trusted.addSubnet('127.0.0.0', 8, 'ipv4');
      trusted.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxPrefix = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))) {
      return { error: `expected addresses, CIDR ranges or "loopback" separated by commas, got "${entry}"` };
    }
    if (prefix === undefined) trusted.addAddress(address, familyOf(address));
    else trusted.addSubnet(address, prefix, familyOf(address));
  }
  return { trusted };
}

/**
 * The client behind a chain of proxies: from the socket's peer, X-Forwarded-For is walked from
 * its right (the hop nearest this server) while each hop is a trusted proxy; the first address
 * that is not is the client. A peer that is not trusted is the client whatever the header says,
 * so nobody can choose their own address. A malformed hop ends the walk at the trusted one
 * before it: players behind a proxy that sends one share its address, a stricter limit, never a
 * looser one.
 */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const isTrusted = (address: string) => trusted.check(address, familyOf(address));
  let client = plainAddress(peer);
  if (isIP(client) === 0 || !isTrusted(client)) return client;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(client)) return client;
  }
  return client;
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the request came straight from one of the trusted proxies (TRUST_PROXY). */
export function fromTrustedProxy(c: Context, trusted: TrustedProxies | null): boolean {
  const peer = plainAddress(peerAddress(c));
  return trusted !== null && isIP(peer) !== 0 && trusted.check(peer, familyOf(peer));
}

/** The client's address: the socket's peer, or who trusted proxies say it is (TRUST_PROXY). */
export function clientIp(c: Context<AppEnv>): string {
  const peer = peerAddress(c);
  const trusted = c.get('services')?.config.TRUST_PROXY;
  return trusted ? forwardedClient(peer, c.req.header('x-forwarded-for'), trusted) : peer;
}
