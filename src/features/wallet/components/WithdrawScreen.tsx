/** /m/withdraw: a bound card, the amount, the turnover requirement and the payment password. */
export default function WithdrawScreen({ testId }: { testId: string }) {
  return <main data-testid={testId} />;
}
