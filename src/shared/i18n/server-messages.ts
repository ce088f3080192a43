import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../api/api-error';
import type { MessageKey } from '../contract/message-keys';

/** The translation of every key the server may send; a key without one fails to compile. */
export const SERVER_MESSAGES: Record<MessageKey, MessageDescriptor> = {
  in_confirmation_correct: msg({ id: 'in_confirmation_correct', message: 'The two passwords do not match' }),
  in_incorrect_password: msg({ id: 'in_incorrect_password', message: 'Please enter the password again to confirm' }),
  in_vwrite_code: msg({ id: 'in_vwrite_code', message: 'Please enter the verification code' }),
  invitation_code_error: msg({ id: 'invitation_code_error', message: 'Invalid invitation code' }),
  free_reject: msg({ id: 'free_reject', message: 'Trial accounts cannot use this feature. Please register a member account.' }),
  in_logged_login: msg({ id: 'in_logged_login', message: 'Please log in first' }),
  coming_soon: msg({ id: 'coming_soon', message: 'Coming soon' }),
  err_not_logged_in: msg({ id: 'err_not_logged_in', message: 'You are not logged in' }),
  err_account_logged_out: msg({ id: 'err_account_logged_out', message: 'Your session has ended. Please log in again.' }),
  err_no_permission: msg({ id: 'err_no_permission', message: 'No permission, or this feature is unavailable' }),
  err_user_disabled: msg({ id: 'err_user_disabled', message: 'The user does not exist or is disabled' }),
  err_login_failed: msg({ id: 'err_login_failed', message: 'Incorrect account or password' }),
  err_username_exists: msg({ id: 'err_username_exists', message: 'This username already exists' }),
  err_format_incorrect: msg({ id: 'err_format_incorrect', message: 'The account, password or e-mail format is incorrect' }),
  err_system_upgrading: msg({ id: 'err_system_upgrading', message: 'System upgrading, please try again later' }),
  err_region_restricted: msg({ id: 'err_region_restricted', message: 'Our service is not available in your region' }),
  err_unknown: msg({ id: 'err_unknown', message: 'Unknown error' }),
  err_network: msg({ id: 'err_network', message: 'Network error, please check your connection and try again' }),
  err_timeout: msg({ id: 'err_timeout', message: 'The request timed out, please try again' }),
  err_bad_request: msg({ id: 'err_bad_request', message: 'The request was not valid' }),
  err_not_found: msg({ id: 'err_not_found', message: 'The requested page or data was not found' }),
  err_too_many_requests: msg({ id: 'err_too_many_requests', message: 'Too many attempts, please wait and try again' }),
  err_encryption_required: msg({ id: 'err_encryption_required', message: 'A secure connection is required, please reload the page' }),
  err_encryption_key_unknown: msg({ id: 'err_encryption_key_unknown', message: 'A secure connection is required, please reload the page' }),
  err_offline: msg({ id: 'err_offline', message: 'You are offline. This needs a connection.' }),
  err_captcha_required: msg({ id: 'err_captcha_required', message: 'Enter a captcha' }),
  err_captcha_wrong: msg({ id: 'err_captcha_wrong', message: 'The captcha is 6 digits, please check it' }),
  err_sms_code_wrong: msg({ id: 'err_sms_code_wrong', message: 'Verification code error' }),
  err_sms_too_soon: msg({ id: 'err_sms_too_soon', message: 'A code was sent a moment ago, please wait before asking again' }),
  err_mobile_invalid: msg({ id: 'err_mobile_invalid', message: 'Please enter a valid mobile number' }),
  err_email_invalid: msg({ id: 'err_email_invalid', message: 'The e-mail format is incorrect' }),
  err_account_format: msg({ id: 'err_account_format', message: 'The account format is incorrect' }),
  err_password_format: msg({ id: 'err_password_format', message: 'The password format is incorrect (6-20 characters)' }),
  err_name_invalid: msg({ id: 'err_name_invalid', message: 'Name format not valid' }),
  err_field_required: msg({ id: 'err_field_required', message: 'This field is required' }),
  err_field_length: msg({ id: 'err_field_length', message: 'This field is too short or too long' }),
  err_field_format: msg({ id: 'err_field_format', message: 'This field has an invalid format' }),
  err_referrer_link: msg({ id: 'err_referrer_link', message: 'Referrer link error' }),
  err_confirm_not_matched: msg({ id: 'err_confirm_not_matched', message: 'Confirmation password not matched' }),
  err_enter_password: msg({ id: 'err_enter_password', message: 'Enter password' }),
  err_same_password: msg({ id: 'err_same_password', message: 'The new and old password cannot be the same' }),
  err_old_password_wrong: msg({ id: 'err_old_password_wrong', message: 'The old password is incorrect' }),
  err_provider_unavailable: msg({ id: 'err_provider_unavailable', message: 'This login method is not available yet' }),
  err_launch_target: msg({ id: 'err_launch_target', message: 'This game link is not valid. Please open the game from the lobby.' }),
  activity_image_type: msg({ id: 'activity_image_type', message: 'Pictures must be JPG, JPEG or PNG' }),
  activity_apply_remark_limit3: msg({ id: 'activity_apply_remark_limit3', message: 'Each picture must be 5 MB or smaller' }),
  activity_apply_remark_limit4: msg({ id: 'activity_apply_remark_limit4', message: 'You can add at most 3 pictures' }),
  err_promotion_not_found: msg({ id: 'err_promotion_not_found', message: 'This promotion does not exist or has ended' }),
  err_promotion_no_apply: msg({ id: 'err_promotion_no_apply', message: 'This promotion does not take applications' }),
  err_promotion_join_first: msg({ id: 'err_promotion_join_first', message: 'Please join this promotion before applying' }),
  err_remark_too_long: msg({ id: 'err_remark_too_long', message: 'The remark can be at most 140 characters' }),
  err_remark_required: msg({ id: 'err_remark_required', message: 'Please enter a remark' }),
  err_image_required: msg({ id: 'err_image_required', message: 'Please add at least one picture' }),
  err_reward_claimed: msg({ id: 'err_reward_claimed', message: 'This reward has already been claimed' }),
};

/** The message to show for any failure: the server's key when it is an ApiError, else Unknown error. */
export function describeError(error: unknown): MessageDescriptor {
  return SERVER_MESSAGES[error instanceof ApiError ? error.messageKey : 'err_unknown'];
}
