import { api } from '#src/shared/api/api';

export function changePassword(oldPassword: string, newPassword: string, confirmNewPassword: string) {
  return api.call('changePassword', { oldPassword, newPassword, confirmNewPassword });
}
