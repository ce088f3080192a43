/**
 * A cached API answer depends on more than its URL: the Language and Merchant headers, and for
 * some calls the session. The key carries them as query parameters, so one language's list is
 * never shown in another, nor one member's answer to another (the token only as a digest).
 */
export function variedKey(url: string, headers: { language: string | null; merchant: string | null; session: string | null }): string {
  const key = new URL(url);
  key.searchParams.set('__lang', headers.language ?? '');
  key.searchParams.set('__merchant', headers.merchant ?? '');
  if (headers.session) key.searchParams.set('__session', headers.session);
  return key.href;
}

/** A short digest of the bearer token: enough to keep sessions apart, useless to replay. */
export async function sessionDigest(authorization: string | null): Promise<string | null> {
  if (!authorization) return null;
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization)));
  return Array.from(bytes.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}
