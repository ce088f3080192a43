import { api } from '../../../shared/api/api';
import type { RequestOf } from '../../../shared/contract/routes';

export function sendSmsCode(input: RequestOf<'sendSms'>) {
  return api.call('sendSms', input);
}
