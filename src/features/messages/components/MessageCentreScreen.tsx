import { Trans } from '@lingui/react/macro';
import { PlaceholderScreen } from '../../../shared/ui/PlaceholderScreen';

export default function MessageCentreScreen({ testId }: { testId: string }) {
  return <PlaceholderScreen testId={testId} title={<Trans id="route_message">Message center</Trans>} />;
}
