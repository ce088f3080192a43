import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageKey } from '../contract/message-keys';

/**
 * What a money field says about an amount out of its limits, written with the currency symbol
 * ("The minimum is ￥100.00"); undefined for any other problem, which reads as the server's own key.
 */
export function amountLimitMessage(key: MessageKey, limits: { min: string; max: string }): MessageDescriptor | undefined {
  const { min, max } = limits;
  if (key === 'err_amount_below_min') return msg({ id: 'amount_below_min_value', message: `The minimum is ${min}` });
  if (key === 'err_amount_above_max') return msg({ id: 'amount_above_max_value', message: `The maximum is ${max}` });
  return undefined;
}
