import * as z from 'zod/mini';

/**
 * Message keys the server may put in an envelope's `message`. SPEC section 8 keys are kept
 * verbatim; the texts SPEC lists without a key get an `err_` key of ours. The client shows the
 * translation of the key, never a raw server string.
 */
export const MESSAGE_KEYS = [
  'in_confirmation_correct',
  'in_incorrect_password',
  'in_vwrite_code',
  'invitation_code_error',
  'free_reject',
  'in_logged_login',
  'coming_soon',
  'err_not_logged_in',
  'err_account_logged_out',
  'err_no_permission',
  'err_user_disabled',
  'err_login_failed',
  'err_username_exists',
  'err_format_incorrect',
  'err_system_upgrading',
  'err_region_restricted',
  'err_unknown',
  'err_network',
  'err_timeout',
  'err_bad_request',
  'err_not_found',
  'err_too_many_requests',
  'err_encryption_required',
  'err_encryption_key_unknown',
  'err_offline',
  'err_captcha_required',
  'err_captcha_wrong',
  'err_sms_code_wrong',
  'err_sms_too_soon',
  'err_mobile_invalid',
  'err_email_invalid',
  'err_account_format',
  'err_password_format',
  'err_name_invalid',
  'err_field_required',
  'err_field_length',
  'err_field_format',
  'err_referrer_link',
  'err_confirm_not_matched',
  'err_enter_password',
  'err_same_password',
  'err_old_password_wrong',
  'err_provider_unavailable',
  'err_launch_target',
  'activity_image_type',
  'activity_apply_remark_limit3',
  'activity_apply_remark_limit4',
  'err_promotion_not_found',
  'err_promotion_no_apply',
  'err_promotion_join_first',
  'err_remark_too_long',
  'err_remark_required',
  'err_image_required',
  'err_reward_claimed',
] as const;

export const messageKeySchema = z.enum(MESSAGE_KEYS);
export type MessageKey = z.infer<typeof messageKeySchema>;

export function isMessageKey(value: unknown): value is MessageKey {
  return messageKeySchema.safeParse(value).success;
}
