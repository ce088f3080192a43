import * as z from 'zod/mini';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readText, removeKey, writeText } from '#src/shared/storage/web-storage';

/** Remembered login kept locally: type, username, password (double-encoded), dialling code (product rule 3.21). */
export const rememberedLoginSchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.string(),
});
export type RememberedLogin = z.infer<typeof rememberedLoginSchema>;

// Double base64 over UTF-8: keeps the password from being read at a glance in storage tools. It is
// obfuscation, not protection: the player chose "remember", and the device holds the secret.
function encode(text: string): string {
  const once = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
  return btoa(once);
}

function decode(text: string): string {
  const once = atob(atob(text));
  return new TextDecoder().decode(Uint8Array.from(once, (c) => c.charCodeAt(0)));
}

function key(type: RememberedLogin['type']): string {
  return `${STORAGE_KEYS.rememberedLogin}_${type}`;
}

export function readRememberedLogin(type: RememberedLogin['type']): RememberedLogin | null {
  const raw = readText(key(type));
  if (!raw) return null;
  try {
    const parsed = rememberedLoginSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { ...parsed.data, password: decode(parsed.data.password) };
  } catch {
    // unreadable: forget it below
  }
  removeKey(key(type));
  return null;
}

export function writeRememberedLogin(login: RememberedLogin): void {
  writeText(key(login.type), JSON.stringify({ ...login, password: encode(login.password) }));
}

export function forgetRememberedLogin(type: RememberedLogin['type']): void {
  removeKey(key(type));
}

/** After a password change the remembered password follows (product rule 4.18). */
export function updateRememberedPassword(username: string, password: string): void {
  const current = readRememberedLogin('username');
  if (current && current.username.toLowerCase() === username.toLowerCase()) writeRememberedLogin({ ...current, password });
}
