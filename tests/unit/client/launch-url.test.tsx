import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchRequestFromQuery } from '#src/features/games/lib/launch-rules';
import { useLaunchUrl } from '#src/features/games/lib/use-launch-url';

afterEach(() => vi.unstubAllGlobals());

describe('the launch address', () => {
  it('refuses a link that names neither a game nor a lobby, or both, from its first render and without asking', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const query of ['', 'playType=ent', 'nodeId=SPW-0001&vendor=SPW']) {
      const { result } = renderHook(() => useLaunchUrl(query, launchRequestFromQuery));
      // Refused: a retry of the same link could never do better.
      expect(result.current.launch, query).toMatchObject({ status: 'failed', message: { id: 'err_launch_target' }, refused: true });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
