import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SCREEN_SLOT_ATTRIBUTE } from '#src/shared/contract/first-view';
import { forgetFirstReads } from '#src/shared/lib/first-reads';
import styles from './AppLayout.module.css';
import { forgetDrawnScreen } from './drawn-screen';

/** Whether this document has shown a screen yet: only the screens after the first one fade in. */
let screenShown = false;

/**
 * A route's screen, faded in when the route changes (the router keys it by route). The first
 * screen of a visit shows at once: there is no screen to pass from, it takes over from the painted
 * shell where there is one, and Chromium never counts what is painted under opacity 0 as the
 * largest contentful paint (the fade runs on the compositor, without another paint). A screen that
 * shows nothing (a redirect) does not count as the first one.
 */
export function ScreenEnter({ children }: { children: ReactNode }) {
  const [fades] = useState(() => screenShown);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The first screen has read its answers as it rendered; a redirect's target is another address.
    forgetFirstReads();
    if (!ref.current?.hasChildNodes()) return;
    screenShown = true;
    forgetDrawnScreen();
  }, []);
  return (
    <div ref={ref} className={fades ? styles.screen : undefined} {...{ [SCREEN_SLOT_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}
