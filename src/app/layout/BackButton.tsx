import { useLingui } from '@lingui/react/macro';
import { useHistory, useNavigate } from '../../shared/router/Router';
import { BackIcon } from '../../shared/ui/icons';
import { backTarget } from '../chrome-rules';
import styles from './Header.module.css';

export function BackButton({ routeKey }: { routeKey: string }) {
  const navigate = useNavigate();
  const history = useHistory();
  const { t } = useLingui();
  const onClick = () => {
    if (backTarget(routeKey, history.index) === 'home') navigate('/m/home');
    else navigate(-1);
  };
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={t({ id: 'back', message: 'Back' })} data-testid="back-button">
      <BackIcon />
    </button>
  );
}
