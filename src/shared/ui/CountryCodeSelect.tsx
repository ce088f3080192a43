import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '../api/api';
import type { Country } from '../contract/account';
import styles from './FormParts.module.css';

let cached: Promise<Country[]> | null = null;

/** The server's country list, fetched once per page life. */
function loadCountries(): Promise<Country[]> {
  cached ??= api.call('countries', {}).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export const DEFAULT_DIALING_CODE = '63';

/** Country dialing code picker; keeps the chosen code when the list has not loaded (offline). */
export function CountryCodeSelect({ value, onChange, testId }: { value: string; onChange: (code: string) => void; testId: string }) {
  const { t } = useLingui();
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    loadCountries()
      .then((list) => live && setCountries(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const options = countries.some((c) => c.dialingCode === value) ? countries : [{ code: '', name: '', dialingCode: value }, ...countries];
  return (
    <select
      className={styles.select}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={t({ id: 'country_code', message: 'Country code' })}
      data-testid={testId}
    >
      {options.map((c) => (
        <option key={`${c.code}-${c.dialingCode}`} value={c.dialingCode}>
          +{c.dialingCode} {c.code}
        </option>
      ))}
    </select>
  );
}
