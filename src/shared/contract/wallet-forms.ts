import { type AmountLimits, parseAmount } from './amount';
import { fieldProblems, formSchema } from './form-schema';
import type { MessageKey } from './message-keys';
import { PAYMENT_PASSWORD_PATTERN } from './security';

/** What an amount typed against limits is refused with, as the server answers it; null when it is good. */
function amountProblem(text: string, limits: AmountLimits): MessageKey | null {
  const parsed = parseAmount(text, limits);
  return parsed.ok ? null : `err_${parsed.error}`;
}

/** The deposit form (product rule 5.14): an amount within the channel's limits; the payer's name is free. */
export function depositForm(limits: AmountLimits) {
  return formSchema(['amount', 'payerName'], ({ amount }) => fieldProblems({ amount: amountProblem(amount, limits) }));
}

/**
 * The withdrawal form (product rules 5.14 and 5.15): an amount within the limits (on the form,
 * also within the balance) and the 6-digit payment password.
 */
export function withdrawalForm(limits: AmountLimits) {
  return formSchema(['amount', 'paymentPassword'], ({ amount, paymentPassword }) =>
    fieldProblems({
      amount: amountProblem(amount, limits),
      paymentPassword: PAYMENT_PASSWORD_PATTERN.test(paymentPassword) ? null : 'err_payment_password_format',
    }),
  );
}
