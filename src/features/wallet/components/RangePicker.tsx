import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { type CustomRangeProblem, customRangeProblem, MAX_RANGE_DAYS, RANGE_PRESETS } from '#src/shared/contract/records';
import { localToday } from '#src/shared/lib/local-today';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { DateField } from '#src/shared/ui/DateField';
import type { RangePreset, RecordRange } from '../lib/record-range';
import money from './MoneyScreen.module.css';
import styles from './Records.module.css';

const PRESET_LABELS: Record<RangePreset, MessageDescriptor> = {
  today: msg({ id: 'record_range_today', message: 'Today' }),
  yesterday: msg({ id: 'record_range_yesterday', message: 'Yesterday' }),
  '7d': msg({ id: 'record_range_7d', message: '7 days' }),
  '30d': msg({ id: 'record_range_30d', message: '30 days' }),
};

const PROBLEMS: Record<CustomRangeProblem, MessageDescriptor> = {
  missing: msg({ id: 'record_range_missing', message: 'Choose both dates' }),
  order: msg({ id: 'record_range_order', message: 'The start date must not be after the end date' }),
  future: msg({ id: 'record_range_future', message: 'The dates cannot be after today' }),
  too_long: msg({ id: 'record_range_too_long', message: 'A range can cover at most {days} days' }),
};

type Props = {
  value: RecordRange;
  onChange: (next: RecordRange) => void;
  /** The calendar days the server used for the records shown, once they have loaded. */
  shown?: { from: string; to: string };
};

/** The record screens' date range: four presets and a custom range of up to 90 days. */
export function RangePicker({ value, onChange, shown }: Props) {
  const { _ } = useLingui();
  const formats = useFormats();
  const [custom, setCustom] = useState(value.range === 'custom');
  const [from, setFrom] = useState(value.range === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.range === 'custom' ? value.to : '');
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = customRangeProblem(from, to, localToday());
    setProblem(found);
    if (!found) onChange({ range: 'custom', from, to });
  }

  return (
    <section className={styles.range} aria-label={_(msg({ id: 'record_range', message: 'Date range' }))}>
      <div className={styles.presets}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`${money.preset} ${!custom && value.range === preset ? money.presetActive : ''}`}
            aria-pressed={!custom && value.range === preset}
            data-testid={`record-range-${preset}`}
            onClick={() => {
              setCustom(false);
              setProblem(null);
              onChange({ range: preset });
            }}
          >
            {_(PRESET_LABELS[preset])}
          </button>
        ))}
        <button
          type="button"
          className={`${money.preset} ${custom ? money.presetActive : ''}`}
          aria-pressed={custom}
          aria-expanded={custom}
          data-testid="record-range-custom"
          onClick={() => setCustom(true)}
        >
          <Trans id="record_range_custom">Custom</Trans>
        </button>
      </div>
      {custom && (
        <form className={styles.customForm} onSubmit={apply} noValidate>
          <DateField label={<Trans id="record_range_from">From</Trans>} value={from} max={localToday()} onChange={setFrom} testId="record-range-from" />
          <DateField label={<Trans id="record_range_to">To</Trans>} value={to} max={localToday()} onChange={setTo} testId="record-range-to" />
          <Button type="submit" data-testid="record-range-apply">
            <Trans id="record_range_apply">Show</Trans>
          </Button>
          {problem && (
            <p className={styles.rangeError} role="alert" data-testid="record-range-error">
              {_({ ...PROBLEMS[problem], values: { days: MAX_RANGE_DAYS } })}
            </p>
          )}
        </form>
      )}
      {shown && (
        <p className={money.muted} data-testid="record-range-shown">
          {shown.from === shown.to ? formats.date(shown.from) : `${formats.date(shown.from)} – ${formats.date(shown.to)}`}
        </p>
      )}
    </section>
  );
}
