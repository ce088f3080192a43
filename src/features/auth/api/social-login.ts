import { api } from '#src/shared/api/api';
import type { SOCIAL_PROVIDERS } from '#src/shared/contract/account';

/** Asks the server where the provider's flow starts; it answers coming_soon when not configured. */
export async function startSocialLogin(provider: (typeof SOCIAL_PROVIDERS)[number]): Promise<string> {
  return (await api.call('socialStart', { provider })).url;
}
