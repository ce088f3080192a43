import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_POLL_MS, resolveExpiration, secondsLeft } from './sms-countdown';

/** The get-code button's state: ready, or counting down to the server's expirationTime. */
export function useSmsCountdown() {
  const [expiration, setExpiration] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (expiration === null) return;
    const tick = () => {
      const s = secondsLeft(expiration, Date.now());
      setLeft(s);
      if (s === 0) setExpiration(null);
    };
    tick();
    const timer = setInterval(tick, COUNTDOWN_POLL_MS);
    return () => clearInterval(timer);
  }, [expiration]);

  // Both at once, so the button never shows ready between the send and the first tick.
  const start = useCallback((expirationTime?: number) => {
    const now = Date.now();
    const resolved = resolveExpiration(expirationTime, now);
    setExpiration(resolved);
    setLeft(secondsLeft(resolved, now));
  }, []);
  return { counting: left > 0, secondsLeft: left, start };
}
