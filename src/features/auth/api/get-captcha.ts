import { api } from '#src/shared/api/api';

export function getCaptcha() {
  return api.call('captcha', {});
}
