import { type ComponentProps, forwardRef } from 'react';
import { useFormats } from '../site/use-formats';
import styles from './DateField.module.css';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'overlay' | 'value'> & { value: string };

/**
 * A calendar date field (YYYY-MM-DD) that writes its date in the language's order. A native date
 * input writes the date in the order of the phone's own locale, which is not always the app's
 * language (11/20/2026 on a Portuguese screen). So the native input keeps the picker, the keyboard
 * and what assistive technology reads, and its own text is hidden under the date as the app writes
 * it (docs/decisions/016).
 */
export const DateField = forwardRef<HTMLInputElement, Props>(function DateField({ value, className, onClick, ...rest }, ref) {
  const formats = useFormats();
  return (
    <TextField
      ref={ref}
      type="date"
      value={value}
      className={`${styles.input} ${className ?? ''}`}
      // A tap anywhere on the field opens the picker, not only on its calendar mark.
      onClick={(e) => {
        onClick?.(e);
        try {
          e.currentTarget.showPicker();
        } catch {
          // Not offered (an older browser) or not allowed now: the native field still works.
        }
      }}
      overlay={
        <span className={styles.shown} aria-hidden="true" data-testid={`${rest.testId}-shown`}>
          {value ? formats.date(value) : ''}
        </span>
      }
      {...rest}
    />
  );
});
