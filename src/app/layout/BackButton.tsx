import { useLingui } from '@lingui/react/macro';
import type { RouteName } from '#src/shared/contract/app-routes';
import { BackIcon } from '#src/shared/ui/icons';
import styles from './Header.module.css';
import { useGoBack } from './use-go-back';

export function BackButton({ routeKey }: { routeKey: RouteName }) {
  const onClick = useGoBack(routeKey);
  const { t } = useLingui();
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={t({ id: 'back', message: 'Back' })} data-testid="back-button">
      <BackIcon />
    </button>
  );
}
