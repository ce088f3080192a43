/** /m/transaction/record: ledger rows by kind, with the balance after each. */
export default function TransactionRecordScreen({ testId }: { testId: string }) {
  return <main data-testid={testId} />;
}
