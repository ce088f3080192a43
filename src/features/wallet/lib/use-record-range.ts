import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type RecordRange, rangeFromSearch, rangeToSearch } from './record-range';

/** The record screen's range, kept in the address; a new range replaces the entry rather than adding one. */
export function useRecordRange(): [RecordRange, (next: RecordRange) => void, URLSearchParams, (name: string, value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const range = rangeFromSearch(params);
  const setRange = useCallback((next: RecordRange) => setParams((old) => rangeToSearch(next, old), { replace: true }), [setParams]);
  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange, params, setParam];
}
