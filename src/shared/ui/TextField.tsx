import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './TextField.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: ReactNode;
  testId: string;
  /** A button drawn inside the input's right edge (the password eye), placed by the input, not the label. */
  trailing?: ReactNode;
};

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, testId, trailing, className, ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          className={`${styles.input} ${trailing ? styles.withTrailing : ''} ${error ? styles.invalid : ''} ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          {...rest}
        />
        {trailing}
      </div>
      <span id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </span>
    </div>
  );
});
