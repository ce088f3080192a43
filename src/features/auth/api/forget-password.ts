import { api } from '../../../shared/api/api';
import type { RequestOf } from '../../../shared/contract/routes';

export function resetPasswordBySms(input: RequestOf<'forgetBySms'>) {
  return api.call('forgetBySms', input);
}

export function requestEmailCode(email: string) {
  return api.call('forgetEmailRequest', { email });
}

export function resetPasswordByEmail(input: RequestOf<'forgetEmailReset'>) {
  return api.call('forgetEmailReset', input);
}
