import { api } from '../../../shared/api/api';
import type { ChatLaunchRequest } from '../../../shared/contract/messages';

export async function getChatPermission(): Promise<boolean> {
  return (await api.call('chatPermission', {})).hasPermission;
}

/** The chat's URL as the server gives it (relative to the server's origin). */
export async function launchChat(params: ChatLaunchRequest): Promise<string> {
  return (await api.call('chatLaunch', params)).chatUrl;
}
