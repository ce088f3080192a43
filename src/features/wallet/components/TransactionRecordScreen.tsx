import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { minorOf } from '#src/shared/contract/amount';
import { type TransactionRecord, transactionRecordPageSchema } from '#src/shared/contract/records';
import { LEDGER_KINDS, type LedgerKind, ledgerKindSchema } from '#src/shared/contract/wallet';
import type { Formats } from '#src/shared/lib/formats';
import { readWithCopy } from '#src/shared/lib/use-load';
import { usePagedList } from '#src/shared/lib/use-paged-list';
import { useFormats } from '#src/shared/site/use-formats';
import { OfflineCopyMark } from '#src/shared/ui/OfflineMark';
import { getTransactionRecords } from '../api/records';
import { rangeKey } from '../lib/record-range';
import { useRecordRange } from '../lib/use-record-range';
import { useCurrencySymbol } from '../use-currency-symbol';
import { describeReference, LEDGER_KIND_LABELS } from './ledger-labels';
import money from './MoneyScreen.module.css';
import { RangePicker } from './RangePicker';
import { RecordList } from './RecordList';
import styles from './Records.module.css';

const transactionId = (row: TransactionRecord) => row.id;

/** /m/transaction/record: every movement of the member's balance for a range, by kind, with the balance after it. */
export default function TransactionRecordScreen({ testId }: { testId: string }) {
  return (
    <main className={money.screen} data-testid={testId}>
      <h1 className={money.title}>
        <Trans id="route_transaction_record">Transaction record</Trans>
      </h1>
      <Transactions />
    </main>
  );
}

function Transactions() {
  const { _ } = useLingui();
  const formats = useFormats(useCurrencySymbol());
  const [range, setRange, params, setParam] = useRecordRange();
  const parsedKind = ledgerKindSchema.safeParse(params.get('kind'));
  const kind: LedgerKind | null = parsedKind.success ? parsedKind.data : null;
  const key = `${rangeKey(range)}|${kind ?? ''}`;
  const [shown, setShown] = useState<{ key: string; from: string; to: string } | null>(null);
  // The list calls the latest render's fetch, whose key names everything it reads.
  const fetchPage = async (pageNo: number) => {
    const read = () => getTransactionRecords({ ...range, pageNo, ...(kind ? { kind } : {}) });
    // Page 1 of each range and type is kept for reading offline; further pages need the network.
    const { value: page, savedAt } =
      pageNo === 1 ? await readWithCopy(read, { key: `transaction-record:${key}`, schema: transactionRecordPageSchema }) : { value: await read() };
    if (pageNo === 1) setShown({ key, ...page.range });
    return { items: page.records, pageNum: page.pageNum, totalPages: page.totalPages, savedAt };
  };
  const list = usePagedList(key, fetchPage, { idOf: transactionId });

  return (
    <>
      {list.state.savedAt !== undefined && <OfflineCopyMark savedAt={list.state.savedAt} />}
      <RangePicker value={range} onChange={setRange} shown={shown?.key === key ? shown : undefined} />
      <label className={styles.filter}>
        <span className={money.muted}>
          <Trans id="record_kind">Type</Trans>
        </span>
        <select className={styles.select} value={kind ?? ''} onChange={(e) => setParam('kind', e.target.value || null)} data-testid="record-kind">
          <option value="">{_(msg({ id: 'record_kind_all', message: 'All types' }))}</option>
          {LEDGER_KINDS.map((k) => (
            <option key={k} value={k}>
              {_(LEDGER_KIND_LABELS[k])}
            </option>
          ))}
        </select>
      </label>
      <RecordList
        list={list}
        empty={<Trans id="record_transactions_empty">No transactions in this range</Trans>}
        renderRow={(row) => <TransactionRow key={row.id} row={row} formats={formats} />}
      />
    </>
  );
}

function TransactionRow({ row, formats }: { row: TransactionRecord; formats: Formats }) {
  const { _ } = useLingui();
  const balance = formats.money(row.balanceAfter);
  return (
    <li className={styles.row} data-testid="record-row" data-kind={row.kind}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{_(LEDGER_KIND_LABELS[row.kind])}</span>
        <span className={money.muted}>{formats.instant(row.createdAt)}</span>
        {(row.gameName ?? row.reference) && <span className={money.muted}>{row.gameName ?? describeReference(row.reference, _, formats.date)}</span>}
      </div>
      <div className={styles.rowSide}>
        <span className={minorOf(row.amount) < 0 ? styles.loss : styles.gain}>{formats.signedMoney(row.amount)}</span>
        <span className={money.muted}>
          <Trans id="record_balance_after">Balance {balance}</Trans>
        </span>
      </div>
    </li>
  );
}
