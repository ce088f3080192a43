/** /m/profitandloss: bets, wins, profit and loss, deposits, withdrawals and bonuses of a range. */
export default function ProfitAndLossScreen({ testId }: { testId: string }) {
  return <main data-testid={testId} />;
}
