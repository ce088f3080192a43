import { ContractScreen } from './ContractScreen';

export default function DividendContractScreen({ testId }: { testId: string }) {
  return <ContractScreen kind="dividend" testId={testId} />;
}
