import { useCallback, useState } from 'react';
import { getCaptcha } from '../api/get-captcha';

/** A captcha challenge that appears on demand; each refresh asks the server for a new one. */
export function useCaptcha(initiallyShown = false) {
  const [shown, setShown] = useState(initiallyShown);
  const [challenge, setChallenge] = useState<{ captchaId: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');

  const refresh = useCallback(async () => {
    setAnswer('');
    try {
      setChallenge(await getCaptcha());
    } catch {
      setChallenge(null); // offline: the image stays empty and a tap tries again
    }
  }, []);

  const show = useCallback(async () => {
    setShown(true);
    await refresh();
  }, [refresh]);

  return { shown, image: challenge?.image ?? null, captchaId: challenge?.captchaId ?? null, answer, setAnswer, show, refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;
