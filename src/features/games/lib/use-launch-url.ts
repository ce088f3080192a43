import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';
import { type LaunchRequest, namesOneTarget } from '#src/shared/contract/games';
import type { LanguageCode } from '#src/shared/contract/platform';
import { currentLanguage } from '#src/shared/i18n/i18n';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { launchGame } from '../api/games';
import { launched } from '../recent-launch';

/**
 * The game's address with the player's language in its `lang` parameter, unless the address
 * names one already: a page opened by its address carries no Language header, and the game page
 * speaks the language it is told.
 */
export function withPageLanguage(url: string, language: LanguageCode): string {
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  if (/[?&]lang=/.test(base)) return url;
  return `${base}${base.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}${fragment}`;
}

/** A failure `refused` before asking (a broken link) is not worth a retry. */
export type LaunchState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: MessageDescriptor; refused?: boolean };

const REFUSED: LaunchState = { status: 'failed', message: SERVER_MESSAGES.err_bad_request, refused: true };

/** Why a launch is refused before it is asked for (the contract's rules), or null. */
function refusalOf(request: LaunchRequest | null): LaunchState | null {
  if (!request) return REFUSED;
  return namesOneTarget(request) ? null : { status: 'failed', message: SERVER_MESSAGES.err_launch_target, refused: true };
}

/**
 * The launch URL for a query (the launcher's and the lottery frame's): loading, ready or failed
 * with its message; `retry` asks again ("Loading failed, click to retry", product rule 8.8).
 * A query the contract refuses fails at once instead of launching something else.
 */
export function useLaunchUrl(query: string, toRequest: (params: URLSearchParams) => LaunchRequest | null) {
  // Refused from the first render, so a first view drawn by the server already says why.
  const [launch, setLaunch] = useState<LaunchState>(() => refusalOf(toRequest(new URLSearchParams(query))) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = toRequest(new URLSearchParams(query));
    const refused = refusalOf(request);
    if (refused || !request) {
      setLaunch(refused ?? REFUSED);
      return;
    }
    let live = true;
    setLaunch({ status: 'loading' });
    launchGame(request)
      .then(({ url }) => {
        if (request.nodeId) void launched(request.nodeId);
        if (live) setLaunch({ status: 'ready', url: withPageLanguage(url, currentLanguage()) });
      })
      .catch((e: unknown) => live && setLaunch({ status: 'failed', message: describeError(e) }));
    return () => {
      live = false;
    };
  }, [query, attempt, toRequest]);

  return { launch, retry: () => setAttempt((n) => n + 1) };
}
