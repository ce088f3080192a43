import { ContractScreen } from './ContractScreen';

export default function SalaryContractScreen({ testId }: { testId: string }) {
  return <ContractScreen kind="salary" testId={testId} />;
}
