import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { minorOf } from '#src/shared/contract/amount';
import { profitAndLossSchema } from '#src/shared/contract/records';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { useFormats } from '#src/shared/site/use-formats';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { getProfitAndLoss } from '../api/records';
import { rangeFromKey, rangeKey } from '../lib/record-range';
import { useRecordRange } from '../lib/use-record-range';
import { useCurrencySymbol } from '../use-currency-symbol';
import money from './MoneyScreen.module.css';
import { MoneySkeleton } from './order-parts';
import { RangePicker } from './RangePicker';
import { NothingKeptOffline, useWaitForConnection } from './RecordList';
import styles from './Records.module.css';

/** /m/profitandloss: what the member bet, won, paid in and took out over a range. */
export default function ProfitAndLossScreen({ testId }: { testId: string }) {
  return (
    <main className={money.screen} data-testid={testId}>
      <h1 className={money.title}>
        <Trans id="route_profitandloss">Profit and loss</Trans>
      </h1>
      <Report />
    </main>
  );
}

function Report() {
  const formats = useFormats(useCurrencySymbol());
  const [range, setRange] = useRecordRange();
  // A new read whenever the range changes, not on every render (the range object is new each time).
  const key = rangeKey(range);
  const read = useCallback(() => getProfitAndLoss(rangeFromKey(key)), [key]);
  // Each range's report is kept for reading offline.
  const report = useLoad(read, { key: `profit-and-loss:${key}`, schema: profitAndLossSchema });
  const value = report.loaded.state === 'ready' ? report.loaded.value : null;
  const waiting = useWaitForConnection(report.loaded.state === 'failed', report.retry);

  return (
    <>
      <LoadedFromCopyMark loaded={report.loaded} />
      <RangePicker value={range} onChange={setRange} shown={value?.range} />
      {report.loaded.state === 'loading' && <MoneySkeleton />}
      {waiting && <NothingKeptOffline />}
      {report.loaded.state === 'failed' && !waiting && <LoadFailure message={describeError(report.loaded.error)} onRetry={report.retry} />}
      {value && (
        <dl className={styles.totals} data-testid="profit-and-loss">
          <div className={styles.total}>
            <dt>
              <Trans id="record_profit">Profit and loss</Trans>
            </dt>
            <dd className={minorOf(value.profit) < 0 ? styles.loss : minorOf(value.profit) > 0 ? styles.gain : ''} data-testid="pnl-profit">
              {formats.signedMoney(value.profit)}
            </dd>
          </div>
          <div>
            <dt>
              <Trans id="record_bet_count">Bets</Trans>
            </dt>
            <dd>{value.betCount}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_stake_total">Total stake</Trans>
            </dt>
            <dd data-testid="pnl-bets">{formats.money(value.bets)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_payout_total">Total won</Trans>
            </dt>
            <dd data-testid="pnl-wins">{formats.money(value.wins)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_deposits">Deposits</Trans>
            </dt>
            <dd data-testid="pnl-deposits">{formats.money(value.deposits)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_withdrawals">Withdrawals</Trans>
            </dt>
            <dd data-testid="pnl-withdrawals">{formats.money(value.withdrawals)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_bonuses">Bonuses</Trans>
            </dt>
            <dd data-testid="pnl-bonuses">{formats.money(value.bonuses)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_rebates">Rebates</Trans>
            </dt>
            <dd data-testid="pnl-rebates">{formats.money(value.rebates)}</dd>
          </div>
        </dl>
      )}
    </>
  );
}
