import { describe, expect, it, vi } from 'vitest';
import { hasStoredReads, replayStoredReads } from '#src/features/messages/lib/use-read-marks';
import { ApiError } from '#src/shared/api/api-error';

const KEY = 'MC_NOTICE_READS';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { pending: number[] } | null;

describe('announcement reads kept on the device, delivered with the screen closed', () => {
  it('sends each pending read once, in order, keeps the rest on a lost connection, and drops a refused one', async () => {
    localStorage.setItem(KEY, JSON.stringify({ owner: 't-1', read: [4, 5, 6], pending: [4, 5, 6] }));
    expect(hasStoredReads(KEY, 't-1')).toBe(true);
    // Another session's reads are not this one's to send.
    expect(hasStoredReads(KEY, 't-2')).toBe(false);

    const send = vi.fn(async (id: number) => {
      if (id === 5) throw new ApiError('err_offline', 0);
    });
    await replayStoredReads(KEY, 't-1', send);
    expect(send.mock.calls.map(([id]) => id)).toEqual([4, 5]);
    expect(stored()?.pending).toEqual([5, 6]);

    send.mockReset();
    send.mockImplementation(async (id: number) => {
      if (id === 6) throw new ApiError('err_not_found', 404);
    });
    await replayStoredReads(KEY, 't-1', send);
    expect(send.mock.calls.map(([id]) => id)).toEqual([5, 6]);
    expect(stored()?.pending).toEqual([]);
    expect(hasStoredReads(KEY, 't-1')).toBe(false);
    await replayStoredReads(KEY, 't-2', send);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
