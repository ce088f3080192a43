import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AmountError } from '../contract/amount';
import { SERVER_MESSAGES } from './server-messages';

/**
 * What a money field says about a bad amount. The limits are written with the currency symbol
 * ("The minimum is ￥100.00"); the other errors read as the server's own keys.
 */
export function amountErrorMessage(error: AmountError, limits: { min: string; max: string }): MessageDescriptor {
  const { min, max } = limits;
  switch (error) {
    case 'amount_below_min':
      return msg({ id: 'amount_below_min_value', message: `The minimum is ${min}` });
    case 'amount_above_max':
      return msg({ id: 'amount_above_max_value', message: `The maximum is ${max}` });
    default:
      return SERVER_MESSAGES[`err_${error}`];
  }
}
