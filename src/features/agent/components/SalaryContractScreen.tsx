import { ContractPage } from './ContractPage';

export default function SalaryContractPage({ testId }: { testId: string }) {
  return <ContractPage kind="salary" testId={testId} />;
}
