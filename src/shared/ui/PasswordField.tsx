import { useLingui } from '@lingui/react/macro';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField } from './TextField';
import styles from './TextField.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: ReactNode; testId: string };

/** A password input with a show/hide toggle (product rule 2.16). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField({ testId, ...rest }, ref) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  return (
    <TextField
      ref={ref}
      testId={testId}
      type={visible ? 'text' : 'password'}
      {...rest}
      trailing={
        <button
          type="button"
          className={styles.trailing}
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t({ id: 'hide_password', message: 'Hide password' }) : t({ id: 'show_password', message: 'Show password' })}
          data-testid={`${testId}-visibility`}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
});
