import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { LIMITS } from '../contract/validation';
import { describeError } from '../i18n/server-messages';
import { useSmsCountdown } from '../lib/use-sms-countdown';
import { Button } from './Button';
import styles from './FormParts.module.css';
import { TextField } from './TextField';
import { showToast } from './toast-store';

const SENT = msg({ id: 'in_sms_send', message: 'Verification code sent' });
const SENDING = msg({ id: 'in_sms_sending', message: 'Sending the verification code…' });
/** The loading notice stays up to 9999 ms while the code is being sent, SENT or the error replacing it (product rule 4.5). */
const SENDING_MS = 9999;

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  testId: string;
  /** True when the number is valid: the button works only then and when no countdown runs. */
  canRequest: boolean;
  /** Asks the server to send a code; resolves with its expirationTime (epoch ms). */
  request: () => Promise<{ expirationTime: number }>;
  label?: ReactNode;
  /** The code's input, for a form that focuses a field with a problem. */
  ref?: Ref<HTMLInputElement>;
};

/** SMS (or e-mail) code input with the get-code button: ready, counting down, ready again. */
export function SmsCodeField({ value, onChange, error, testId, canRequest, request, label, ref }: Props) {
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  // A second tap before React re-renders the disabled button must not send a second request.
  const inFlight = useRef(false);

  async function onGetCode() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    showToast(SENDING, { ms: SENDING_MS });
    try {
      const { expirationTime } = await request();
      countdown.start(expirationTime);
      showToast(SENT, { tone: 'success' });
    } catch (e) {
      showToast(describeError(e), { tone: 'error', ms: 3000 });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <TextField
          ref={ref}
          testId={testId}
          label={label ?? <Trans id="verification_code">Verification code</Trans>}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.smsCode}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      </div>
      <Button
        variant="secondary"
        className={styles.sideButton}
        disabled={!canRequest || sending || countdown.counting}
        onClick={() => void onGetCode()}
        data-testid="sms-get-code"
      >
        {countdown.counting ? <Trans id="resend_in">Resend ({countdown.secondsLeft}s)</Trans> : <Trans id="get_code">Get code</Trans>}
      </Button>
    </div>
  );
}
