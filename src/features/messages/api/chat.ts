import { api } from '#src/shared/api/api';
import type { ChatLaunchRequest } from '#src/shared/contract/messages';

export async function getChatPermission(): Promise<boolean> {
  return (await api.call('chatPermission', {})).hasPermission;
}

/**
 * The chat's URL as the server gives it (relative to the server's origin), with the chat's
 * language in its `lang` parameter unless it names one: a page opened by its address carries no
 * Language header, and the chat's pages (an expired link's too) speak the language they are told.
 */
export async function launchChat(params: ChatLaunchRequest): Promise<string> {
  const url = (await api.call('chatLaunch', params)).chatUrl;
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  if (/[?&]lang=/.test(base)) return url;
  return `${base}${base.includes('?') ? '&' : '?'}lang=${encodeURIComponent(params.language)}${fragment}`;
}
