import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from '#src/shared/contract/message-keys';

/**
 * The HTTP status of a refusal, by its message key: what the member may not do is 403, what names
 * nothing 404, what collides with what is already there 409, a limit reached 429, what this
 * server cannot offer now 503; any other refusal of what was asked is 400. The HTTP layer's own
 * answers (no session 401, a body too large 413, a sealed body replayed 409) are not refusals.
 */
const STATUS: Partial<Record<MessageKey, ContentfulStatusCode>> = {
  err_no_permission: 403,
  err_region_restricted: 403,
  err_user_disabled: 403,
  free_reject: 403,
  err_not_found: 404,
  err_promotion_not_found: 404,
  err_contract_none: 404,
  err_mall_item_unknown: 404,
  err_card_exists: 409,
  err_card_limit: 409,
  err_contract_decided: 409,
  err_email_taken: 409,
  err_idempotency_conflict: 409,
  err_mall_sold_out: 409,
  err_mobile_taken: 409,
  err_order_decided: 409,
  err_payment_password_exists: 409,
  err_reward_claimed: 409,
  err_username_exists: 409,
  err_sms_too_soon: 429,
  err_too_many_requests: 429,
  coming_soon: 503,
  err_provider_unavailable: 503,
  err_system_upgrading: 503,
};

export function refusalStatus(key: MessageKey): ContentfulStatusCode {
  return STATUS[key] ?? 400;
}
