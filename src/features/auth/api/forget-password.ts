import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';

export function resetPasswordBySms(input: RequestOf<'forgetBySms'>) {
  return api.call('forgetBySms', input);
}

export function requestEmailCode(email: string) {
  return api.call('forgetEmailRequest', { email });
}

export function resetPasswordByEmail(input: RequestOf<'forgetEmailReset'>) {
  return api.call('forgetEmailReset', input);
}
