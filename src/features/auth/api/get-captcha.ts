import { api } from '../../../shared/api/api';

export function getCaptcha() {
  return api.call('captcha', {});
}
