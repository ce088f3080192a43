import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../../../shared/ui/PlaceholderScreen';

export default function VipScreen({ testId }: { testId: string }) {
  return <PlaceholderScreen testId={testId} title={<Trans id="route_vip">VIP Club</Trans>} />;
}
