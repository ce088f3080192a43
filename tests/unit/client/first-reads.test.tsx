import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '#src/shared/api/api-error';
import { currentLanguage } from '#src/shared/i18n/i18n';
import { collectFirstReads, firstRead, forgetFirstReads, startFromFirstReads } from '#src/shared/lib/first-reads';
import { useLoad } from '#src/shared/lib/use-load';
import { type ServedPage, usePagedList } from '#src/shared/lib/use-paged-list';
import { keepScreenCopy } from '#src/shared/storage/screen-copies';

afterEach(forgetFirstReads);

/** A read whose answer the test gives when it likes, counting its calls. */
function heldRead<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const read = () => new Promise<T>((resolve, reject) => void calls.push({ resolve, reject }));
  return { read, calls };
}

describe("a first view's reads (docs/decisions/018)", () => {
  it('shows the answer the page carries on the first render, then the fresh one read behind it', async () => {
    startFromFirstReads({ promotions: ['drawn'] });
    const { read, calls } = heldRead<string[]>();
    const { result } = renderHook(() => useLoad(read, { key: 'promotions' }));
    expect(result.current.loaded).toEqual({ state: 'ready', value: ['drawn'] });
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.resolve(['fresh']);
    await waitFor(() => expect(result.current.loaded).toEqual({ state: 'ready', value: ['fresh'] }));
  });

  it('keeps the answer when the read behind it fails, and loads as usual on a retry', async () => {
    startFromFirstReads({ notices: ['drawn'] });
    const { read, calls } = heldRead<string[]>();
    const { result } = renderHook(() => useLoad(read, { key: 'notices' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject(new Error('lost'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.loaded).toEqual({ state: 'ready', value: ['drawn'] });
    result.current.retry();
    await waitFor(() => expect(result.current.loaded).toEqual({ state: 'loading' }));
  });

  it('behind a drawn answer, never shows the device copy, and ignores a drawn answer its schema refuses', async () => {
    const schema = z.object({ title: z.string() });
    // An older copy on the device, which a failed read would otherwise show, marked offline.
    await keepScreenCopy('visitor', 'promotion:7', currentLanguage(), { title: 'Old' });
    startFromFirstReads({ 'promotion:7': { title: 'Drawn' } });
    const offline = () => Promise.reject(new ApiError('err_offline', 0));
    const { result } = renderHook(() => useLoad(offline, { key: 'promotion:7', schema }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.loaded).toEqual({ state: 'ready', value: { title: 'Drawn' } });
    startFromFirstReads({ 'promotion:8': { title: 42 } });
    const { read } = heldRead<{ title: string }>();
    const refused = renderHook(() => useLoad(read, { key: 'promotion:8', schema })).result;
    expect(refused.current.loaded).toEqual({ state: 'loading' });
  });

  it('is for the first screen only: once forgotten, a read of the same name loads', () => {
    startFromFirstReads({ promotions: ['drawn'] });
    forgetFirstReads();
    const { read } = heldRead<string[]>();
    const { result } = renderHook(() => useLoad(read, { key: 'promotions' }));
    expect(result.current.loaded).toEqual({ state: 'loading' });
  });

  it("starts a paged list from the first view's page 1, and goes on from page 2", async () => {
    startFromFirstReads({ 'list:hot': { items: [{ id: 1 }, { id: 2 }], pageNum: 1, totalPages: 3 } });
    const asked: number[] = [];
    const fetchPage = async (page: number): Promise<ServedPage<{ id: number }>> => {
      asked.push(page);
      return { items: [{ id: page * 10 }], pageNum: page, totalPages: 3 };
    };
    const { result } = renderHook(() => usePagedList('hot', fetchPage, { idOf: (item) => item.id }));
    expect(result.current.state.items).toEqual([{ id: 1 }, { id: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual([]);
    result.current.loadMore();
    await waitFor(() => expect(result.current.state.items).toEqual([{ id: 1 }, { id: 2 }, { id: 20 }]));
    expect(asked).toEqual([2]);
  });

  it('collects the reads a render asks for, and leaves out those that fail or take too long', async () => {
    const answers = await collectFirstReads(async () => {
      expect(firstRead('fast', () => Promise.resolve(1))).toBeUndefined();
      firstRead('failing', () => Promise.reject(new Error('down')));
      firstRead('slow', () => new Promise(() => undefined));
      // The same name asked twice is read once.
      firstRead('fast', () => Promise.resolve(2));
    }, 50);
    expect(answers).toEqual({ fast: 1 });
    // Outside a collection nothing is noted.
    expect(firstRead('later', () => Promise.resolve(3))).toBeUndefined();
    expect(await collectFirstReads(async () => undefined, 50)).toEqual({});
  });

  it('draws again from the answers it has, noting only the reads beyond them', async () => {
    const asked: string[] = [];
    const more = await collectFirstReads(
      async () => {
        expect(firstRead('counters', () => Promise.resolve({ invite: false }))).toEqual({ value: { invite: true } });
        firstRead('code', () => {
          asked.push('code');
          return Promise.resolve('player1');
        });
      },
      50,
      { counters: { invite: true } },
    );
    expect(more).toEqual({ code: 'player1' });
    expect(asked).toEqual(['code']);
  });
});
