import { ContractPage } from './ContractPage';

export default function HourContractPage({ testId }: { testId: string }) {
  return <ContractPage kind="hourly" testId={testId} />;
}
