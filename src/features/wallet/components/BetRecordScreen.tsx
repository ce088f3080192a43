import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { minorOf } from '#src/shared/contract/amount';
import { type BET_RESULTS, type BetRecord, betRecordPageSchema } from '#src/shared/contract/records';
import type { ResponseOf } from '#src/shared/contract/routes';
import type { Formats } from '#src/shared/lib/formats';
import { readWithCopy } from '#src/shared/lib/use-load';
import { usePagedList } from '#src/shared/lib/use-paged-list';
import { useFormats } from '#src/shared/site/use-formats';
import { OfflineCopyMark } from '#src/shared/ui/OfflineMark';
import { getBetRecords } from '../api/records';
import { rangeKey } from '../lib/record-range';
import { useRecordRange } from '../lib/use-record-range';
import { useCurrencySymbol } from '../use-currency-symbol';
import money from './MoneyScreen.module.css';
import { RangePicker } from './RangePicker';
import { RecordList } from './RecordList';
import styles from './Records.module.css';

const RESULT_LABELS: Record<(typeof BET_RESULTS)[number], MessageDescriptor> = {
  win: msg({ id: 'bet_result_win', message: 'Win' }),
  lose: msg({ id: 'bet_result_lose', message: 'Lose' }),
  draw: msg({ id: 'bet_result_draw', message: 'Draw' }),
};

type Summary = Pick<ResponseOf<'betRecords'>, 'totals' | 'vendors' | 'range'> & { key: string };

const betId = (bet: BetRecord) => bet.id;

/** /m/gameRecord: the member's bets for a range, by vendor, with the range's totals. */
export default function BetRecordScreen({ testId }: { testId: string }) {
  return (
    <main className={money.screen} data-testid={testId}>
      <h1 className={money.title}>
        <Trans id="route_gameRecord">Bet record</Trans>
      </h1>
      <BetRecords />
    </main>
  );
}

function BetRecords() {
  const { _ } = useLingui();
  const formats = useFormats(useCurrencySymbol());
  const [range, setRange, params, setParam] = useRecordRange();
  const vendor = params.get('vendor') ?? '';
  const key = `${rangeKey(range)}|${vendor}`;
  const [summary, setSummary] = useState<Summary | null>(null);
  // The list calls the latest render's fetch, whose key names everything it reads.
  const fetchPage = async (pageNo: number) => {
    const read = () => getBetRecords({ ...range, pageNo, ...(vendor ? { vendor } : {}) });
    // Page 1 of each range and provider (with its totals) is kept for reading offline; further pages need the network.
    const { value: page, savedAt } =
      pageNo === 1 ? await readWithCopy(read, { key: `bet-record:${key}`, schema: betRecordPageSchema }) : { value: await read() };
    if (pageNo === 1) setSummary({ key, totals: page.totals, vendors: page.vendors, range: page.range });
    return { items: page.records, pageNum: page.pageNum, totalPages: page.totalPages, savedAt };
  };
  const list = usePagedList(key, fetchPage, { idOf: betId });
  const current = summary?.key === key ? summary : null;
  // The vendor list comes with the records; keep the last one while a new range loads.
  const vendors = summary?.vendors ?? [];

  return (
    <>
      {list.state.savedAt !== undefined && <OfflineCopyMark savedAt={list.state.savedAt} />}
      <RangePicker value={range} onChange={setRange} shown={current?.range} />
      <label className={styles.filter}>
        <span className={money.muted}>
          <Trans id="record_vendor">Game provider</Trans>
        </span>
        <select className={styles.select} value={vendor} onChange={(e) => setParam('vendor', e.target.value || null)} data-testid="record-vendor">
          <option value="">{_(msg({ id: 'record_vendor_all', message: 'All providers' }))}</option>
          {vendors.map((v) => (
            <option key={v.code} value={v.code}>
              {v.name}
            </option>
          ))}
          {vendor && !vendors.some((v) => v.code === vendor) && <option value={vendor}>{vendor}</option>}
        </select>
      </label>
      {current && (
        <dl className={styles.totals} data-testid="record-totals">
          <div>
            <dt>
              <Trans id="record_bet_count">Bets</Trans>
            </dt>
            <dd>{current.totals.count}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_stake_total">Total stake</Trans>
            </dt>
            <dd>{formats.money(current.totals.stake)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_payout_total">Total won</Trans>
            </dt>
            <dd>{formats.money(current.totals.payout)}</dd>
          </div>
          <div>
            <dt>
              <Trans id="record_profit">Profit and loss</Trans>
            </dt>
            <dd className={minorOf(current.totals.profit) < 0 ? styles.loss : minorOf(current.totals.profit) > 0 ? styles.gain : ''}>
              {formats.signedMoney(current.totals.profit)}
            </dd>
          </div>
        </dl>
      )}
      <RecordList
        list={list}
        empty={<Trans id="record_bets_empty">No bets in this range</Trans>}
        renderRow={(bet) => <BetRow key={bet.id} bet={bet} formats={formats} />}
      />
    </>
  );
}

function BetRow({ bet, formats }: { bet: BetRecord; formats: Formats }) {
  const { _ } = useLingui();
  const stake = formats.money(bet.stake);
  const payout = formats.money(bet.payout);
  return (
    <li className={styles.row} data-testid="record-row">
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{bet.gameName}</span>
        <span className={money.muted}>
          {bet.vendorName} · {formats.instant(bet.createdAt)}
        </span>
      </div>
      <div className={styles.rowSide}>
        <span>
          <Trans id="record_stake">Stake {stake}</Trans>
        </span>
        <span className={money.muted}>
          <Trans id="record_payout">Won {payout}</Trans>
        </span>
        <span className={`${money.badge} ${bet.result === 'win' ? styles.gain : bet.result === 'lose' ? styles.loss : ''}`}>
          {_(RESULT_LABELS[bet.result])}
        </span>
      </div>
    </li>
  );
}
