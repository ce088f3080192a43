import { describe, expect, it } from 'vitest';
import { readConfig } from '#server/config';
import { forwardedClient, parseTrustedProxies, type TrustedProxies } from '#server/http/client-ip';

function trust(text: string): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.trusted;
}

describe('TRUST_PROXY', () => {
  it('reads addresses, CIDR ranges and loopback, and names a bad entry', () => {
    const trusted = trust('loopback, 10.0.0.0/8, 192.0.2.7, fd00::/8');
    expect(trusted.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(trusted.check('::1', 'ipv6')).toBe(true);
    expect(trusted.check('10.200.3.4', 'ipv4')).toBe(true);
    expect(trusted.check('192.0.2.7', 'ipv4')).toBe(true);
    expect(trusted.check('192.0.2.8', 'ipv4')).toBe(false);
    expect(trusted.check('fd12::1', 'ipv6')).toBe(true);
    for (const bad of ['10.0.0.0/33', 'nginx', '10.0.0.1/8/2', '10.0.0.0/x', '::1/129']) {
      expect(parseTrustedProxies(bad)).toEqual({ error: expect.stringContaining(bad) });
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('is off unless set', () => {
    expect(readConfig({}).TRUST_PROXY).toBeNull();
    expect(readConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toBeNull();
    expect(readConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).not.toBeNull();
  });
});

describe('the client behind proxies', () => {
  const trusted = trust('loopback, 10.0.0.0/8');

  it('believes the header only from a trusted peer', () => {
    expect(forwardedClient('127.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(forwardedClient('198.51.100.9', '203.0.113.5', trusted)).toBe('198.51.100.9');
    expect(forwardedClient('::ffff:198.51.100.9', '203.0.113.5', trusted)).toBe('198.51.100.9');
  });

  it('takes the nearest address that is not a trusted proxy, so a forged left part is ignored', () => {
    // The player wrote "1.1.1.1" themselves; nginx appended the address it saw.
    expect(forwardedClient('127.0.0.1', '1.1.1.1, 203.0.113.5', trusted)).toBe('203.0.113.5');
    // Two trusted hops (a load balancer, then nginx) before the player.
    expect(forwardedClient('::ffff:127.0.0.1', '203.0.113.5, 10.1.2.3', trusted)).toBe('203.0.113.5');
  });

  it('stops at the last trusted hop on a malformed entry or a chain of proxies only', () => {
    expect(forwardedClient('127.0.0.1', 'not-an-address, 10.1.2.3', trusted)).toBe('10.1.2.3');
    expect(forwardedClient('127.0.0.1', '10.1.2.3', trusted)).toBe('10.1.2.3');
    expect(forwardedClient('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', ' , ', trusted)).toBe('127.0.0.1');
  });
});
