import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '#src/shared/contract/app-routes';
import { describeError } from '#src/shared/i18n/server-messages';
import { showToast } from '#src/shared/ui/toast-store';
import { startTrial } from '../api/start-trial';

/** Starts a free trial and lands on home; a failure shows its message and frees the button. */
export function useStartTrial() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    try {
      await startTrial();
      navigate(pathTo('home'), { replace: true });
    } catch (error) {
      showToast(describeError(error), { tone: 'error', ms: 3000 });
      setStarting(false);
    }
  }, [navigate]);
  return { start, starting };
}
