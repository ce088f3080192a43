import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../../../shared/ui/PlaceholderScreen';

export default function BenefitsScreen({ testId }: { testId: string }) {
  return <PlaceholderScreen testId={testId} title={<Trans id="route_member_benefits">Member benefits</Trans>} />;
}
