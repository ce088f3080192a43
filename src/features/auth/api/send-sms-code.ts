import { api } from '#src/shared/api/api';
import type { RequestOf } from '#src/shared/contract/routes';

export function sendSmsCode(input: RequestOf<'sendSms'>) {
  return api.call('sendSms', input);
}
