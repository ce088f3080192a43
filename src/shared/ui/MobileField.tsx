import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { LIMITS } from '../contract/validation';
import { CountryCodeSelect } from './CountryCodeSelect';
import styles from './FormParts.module.css';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'label'> & {
  /** The country's dialing code, chosen beside the number. */
  dialingCode: string;
  onDialingCode: (code: string) => void;
  countryTestId: string;
  label?: ReactNode;
};

/** A mobile number: the country's dialing code, then the number's digits (product rule 5.2). */
export function MobileField({ dialingCode, onDialingCode, countryTestId, label, ...input }: Props) {
  return (
    <div className={styles.row}>
      <CountryCodeSelect value={dialingCode} onChange={onDialingCode} testId={countryTestId} />
      <div className={styles.grow}>
        <TextField
          label={label ?? <Trans id="mobile_label">Mobile number</Trans>}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={LIMITS.mobile}
          {...input}
        />
      </div>
    </div>
  );
}
