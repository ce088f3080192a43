import { ContractScreen } from './ContractScreen';

export default function HourContractScreen({ testId }: { testId: string }) {
  return <ContractScreen kind="hourly" testId={testId} />;
}
