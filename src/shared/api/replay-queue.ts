import type { Connectivity } from './connectivity';

export type QueueReplay = {
  /** Sends what is queued, in order; whatever the server has not acknowledged stays queued. */
  flush: () => Promise<void>;
  /** Whether anything is still queued. */
  pending: () => Promise<boolean>;
};

/** After a flush that left work queued: 2, 4, 8, 16, 32, then every 60 s. */
export const REPLAY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000] as const;

/**
 * Keeps a queue on the device moving until it is empty: a flush runs at every chance the
 * connectivity watch reports (a request reached the server, the browser said `online`, the app
 * came back to the foreground) and, while anything is left, on a growing timer, so a queued write
 * never waits for an event that may not come. One flush at a time. Returns the stop function.
 */
export function keepReplaying(connectivity: Pick<Connectivity, 'onChance'>, queue: QueueReplay, delays: readonly number[] = REPLAY_DELAYS_MS): () => void {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  async function cycle(): Promise<void> {
    do {
      again = false;
      await queue.flush().catch(() => undefined);
    } while (again && !stopped);
    if (stopped) return;
    if (await queue.pending().catch(() => false)) {
      const delay = delays[Math.min(failures, delays.length - 1)] ?? 60_000;
      failures += 1;
      clearTimer();
      timer = setTimeout(run, delay);
    } else {
      failures = 0;
    }
  }

  function run(): void {
    if (stopped) return;
    clearTimer();
    // A chance that comes during a flush (its own requests reach the server) runs one more.
    if (running) {
      again = true;
      return;
    }
    running = cycle().finally(() => {
      running = null;
    });
  }

  const unsubscribe = connectivity.onChance(run);
  run();
  return () => {
    stopped = true;
    clearTimer();
    unsubscribe();
  };
}
