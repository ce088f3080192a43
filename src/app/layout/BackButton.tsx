import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { BackIcon } from '../../shared/ui/icons';
import { backTarget } from '../chrome-rules';
import styles from './Header.module.css';

export function BackButton({ routeKey }: { routeKey: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const onClick = () => {
    // React Router keeps the position in this tab's history in history.state.idx.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backTarget(routeKey, idx) === 'home') navigate('/m/home');
    else navigate(-1);
  };
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={t({ id: 'back', message: 'Back' })} data-testid="back-button">
      <BackIcon />
    </button>
  );
}
