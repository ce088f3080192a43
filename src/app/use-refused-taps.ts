import { useCallback, useEffect } from 'react';
import { type BlockerFunction, NavigationType, useBlocker } from 'react-router-dom';
import { routeNameOf } from '../shared/contract/app-routes';
import { sessionStore } from '../shared/session/session-store';
import { siteStore } from '../shared/site/site-store';
import { showToast } from '../shared/ui/toast-store';
import { refusalOf } from './route-refusal';

function refusalAt(pathname: string) {
  const name = routeNameOf(pathname);
  const { info } = sessionStore;
  return name && info ? refusalOf(name, info.type, siteStore.config) : null;
}

/**
 * A tap (a pushed navigation) on a screen the member's role or merchant refuses is not taken: the
 * reason shows and the player stays where they were, with their back history as it was. Left to
 * the screen's guard, each refused tap would add an entry that then leaves for home.
 */
export function useRefusedTaps(): void {
  const refuses = useCallback<BlockerFunction>(
    ({ nextLocation, historyAction }) => historyAction === NavigationType.Push && refusalAt(nextLocation.pathname) !== null,
    [],
  );
  const blocker = useBlocker(refuses);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const refusal = refusalAt(blocker.location.pathname);
    blocker.reset();
    if (refusal) showToast(refusal, { tone: 'error' });
  }, [blocker]);
}
