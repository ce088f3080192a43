import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { LIMITS } from '#src/shared/contract/validation';
import styles from '#src/shared/ui/FormParts.module.css';
import { TextField } from '#src/shared/ui/TextField';
import type { Captcha } from '../lib/use-captcha';

type Props = {
  /** The challenge and its answer (useCaptcha). */
  captcha: Captcha;
  /** The player typed: the screen clears the field's error. */
  onTyped: () => void;
  error?: ReactNode;
  testId: string;
  /** The answer's input, for a form that focuses a field with a problem. */
  ref?: Ref<HTMLInputElement>;
};

/** Captcha: 6 digits from the server's image; tapping the image asks for a new one. */
export function CaptchaField({ captcha, onTyped, error, testId, ref }: Props) {
  const { t } = useLingui();
  const { answer: value, image } = captcha;
  const onChange = (typed: string) => {
    captcha.setAnswer(typed);
    onTyped();
  };
  const onRefresh = () => void captcha.refresh();
  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <TextField
          ref={ref}
          testId={testId}
          label={<Trans id="captcha_label">Captcha</Trans>}
          inputMode="numeric"
          autoComplete="off"
          maxLength={LIMITS.captcha}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      </div>
      <button
        type="button"
        className={styles.captchaImage}
        onClick={onRefresh}
        aria-label={t({ id: 'captcha_refresh', message: 'New captcha image' })}
        data-testid="captcha-image"
      >
        {image && <img src={image} alt="" />}
      </button>
    </div>
  );
}
