import { ContractPage } from './ContractPage';

export default function DividendContractPage({ testId }: { testId: string }) {
  return <ContractPage kind="dividend" testId={testId} />;
}
