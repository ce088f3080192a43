import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, forwardRef, useRef, useState } from 'react';
import { useFormats } from '../site/use-formats';
import styles from './DateField.module.css';
import { CalendarIcon } from './icons';
import { TextField } from './TextField';
import fieldStyles from './TextField.module.css';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange' | 'trailing' | 'min' | 'max'> & {
  /**
   * YYYY-MM-DD once a whole real date is typed, '' while nothing is, and otherwise the text as
   * typed, so a form's check sees an impossible date (31 February, another order) and refuses it
   * rather than reading it as none.
   */
  value: string;
  onChange: (isoDay: string) => void;
  min?: string;
  max?: string;
};

/**
 * A calendar date typed and shown in the order the app writes dates (the merchant's, else the
 * language's: 31/12/2026 or 2026/12/31), with a button for the phone's own date picker. A native
 * date field alone writes and reads the date in the order of the phone's locale, which is not
 * always the app's language: on a Portuguese screen of an English phone it showed 11/20/2026 and
 * read a typed 10/11 as 11 October (docs/decisions/016).
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const DateField = forwardRef<HTMLInputElement, Props>(function DateField({ value, onChange, min, max, testId, onBlur, ...rest }, ref) {
  const formats = useFormats();
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  // A day is written in the language's order; anything else is shown as it was typed.
  const textOf = (v: string) => (ISO_DAY.test(v) ? formats.date(v) : v);
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (the picker, a reset, another language's order) is written anew;
  // one that is what the player is typing is left as typed.
  const [shown, setShown] = useState({ value, date: formats.date });
  if (shown.value !== value || shown.date !== formats.date) {
    setShown({ value, date: formats.date });
    if ((formats.parseDate(text) ?? text) !== value) setText(textOf(value));
  }

  return (
    <TextField
      ref={ref}
      testId={testId}
      type="text"
      inputMode="numeric"
      value={text}
      placeholder={formats.date('2026-12-31')}
      onChange={(e) => {
        setText(e.target.value);
        onChange(formats.parseDate(e.target.value) ?? e.target.value.trim());
      }}
      onBlur={(e) => {
        // A whole date is written back in the app's own form (1/2/2026 becomes 01/02/2026).
        if (ISO_DAY.test(value)) setText(formats.date(value));
        onBlur?.(e);
      }}
      {...rest}
      trailing={
        <>
          <button
            type="button"
            className={fieldStyles.trailing}
            onClick={() => {
              try {
                picker.current?.showPicker();
              } catch {
                // No picker here (an older browser): the date can still be typed.
              }
            }}
            aria-label={t({ id: 'date_picker_open', message: 'Choose a date' })}
            data-testid={`${testId}-picker`}
          >
            <CalendarIcon size={18} />
          </button>
          {/* The phone's picker, for the button; the field above is what is read and typed. */}
          <input
            ref={picker}
            type="date"
            className={styles.picker}
            tabIndex={-1}
            aria-hidden="true"
            value={ISO_DAY.test(value) ? value : ''}
            min={min}
            max={max}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      }
    />
  );
});
