/** /m/securityCenter: login and payment passwords, mobile and e-mail binding, bank cards. */
export default function SecurityCentreScreen({ testId }: { testId: string }) {
  return <main data-testid={testId} />;
}
