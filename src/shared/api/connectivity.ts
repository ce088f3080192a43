/**
 * Whether the server can be reached, learned from what happens to the app's own requests: a
 * network failure, a timeout or a list the worker answered from its cache says no; any answer
 * from the server says yes. `navigator.onLine` is believed only when it says offline: a dead
 * connection, a captive portal or a server restarting all report "online", and some browsers keep
 * saying so after an offline relaunch (docs/decisions/004).
 *
 * While the server is unreachable a small probe goes out on a growing delay (2, 4, 8 ... 30 s),
 * at once when the browser reports `online` and when the app returns to the foreground, so the
 * offline strip clears without the player doing anything.
 */

export type Connectivity = {
  /** The app's view: false while the browser says offline or the last request could not reach the server. */
  online(): boolean;
  /** A request got an answer from the server (any status). */
  reached(): void;
  /** A request failed for want of a connection, timed out, or a list came from the worker's cache. */
  unreachable(): void;
  /** Calls the listener whenever `online()` may have changed. */
  subscribe(listener: () => void): () => void;
  /**
   * Calls the listener when a request reaches the server after requests failed to, when the browser
   * reports `online` and when the app returns to the foreground: the moments to send work queued on
   * the device. Work is queued only when a request failed to reach the server, so the answers of a
   * connection that never failed are no chance: they would each have the queues read for nothing.
   */
  onChance(listener: () => void): () => void;
  /** Sends the probe now, or joins the one on its way; resolves once it is answered or failed. */
  probe(): Promise<void>;
  /**
   * Whether a write may go out: at once while online; while offline, after a probe sent now (a
   * write is never sent into a connection known dead, nor refused when the network just came back
   * unannounced). False at once when the browser itself says offline.
   */
  confirm(): Promise<boolean>;
};

export type ConnectivityOptions = {
  /** A request that reaches the server or throws; it reports through `reached` / `unreachable` itself. */
  probe: () => Promise<unknown>;
  /** The browser's flag; absent (outside a browser): always online. */
  browserOnline?: () => boolean;
  /** Where `online` and `offline` come from; absent outside a browser. */
  window?: Pick<Window, 'addEventListener'>;
  /** Where `visibilitychange` comes from; absent outside a browser. */
  document?: Pick<Document, 'addEventListener' | 'visibilityState'>;
  /** Delays between probes while unreachable. */
  delaysMs?: readonly number[];
};

/** 2, 4, 8, 16 s, then every 30 s: a probe is a few bytes, and a player waits for the strip to clear. */
export const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

export function createConnectivity(options: ConnectivityOptions): Connectivity {
  const browserOnline = options.browserOnline ?? (() => true);
  const delays = options.delaysMs ?? PROBE_DELAYS_MS;
  const listeners = new Set<() => void>();
  const chanceListeners = new Set<() => void>();
  let reachable = true;
  let failedProbes = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let probing: Promise<void> | null = null;
  let chancePending = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  // Many requests reach the server at once (the first answers after a failure): one chance for them all.
  const chance = () => {
    if (chancePending) return;
    chancePending = true;
    queueMicrotask(() => {
      chancePending = false;
      for (const listener of [...chanceListeners]) listener();
    });
  };

  const schedule = () => {
    if (timer !== null || reachable) return;
    const delay = delays[Math.min(failedProbes, delays.length - 1)] ?? 30_000;
    timer = setTimeout(() => {
      timer = null;
      void probe();
    }, delay);
  };

  function probe(): Promise<void> {
    if (probing) return probing;
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    // Set before the probe runs: it reports through `unreachable`, which must not schedule one more.
    let started: Promise<unknown>;
    probing = Promise.resolve();
    try {
      started = options.probe();
    } catch (error) {
      started = Promise.reject(error);
    }
    probing = started
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        probing = null;
        if (!reachable) {
          failedProbes += 1;
          schedule();
        }
      });
    return probing;
  }

  async function confirm(): Promise<boolean> {
    if (!browserOnline()) return false;
    if (!reachable) await probe();
    return reachable;
  }

  function reached(): void {
    failedProbes = 0;
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (!reachable) {
      reachable = true;
      notify();
      chance();
    }
  }

  function unreachable(): void {
    if (reachable) {
      reachable = false;
      notify();
    }
    // A failing probe schedules the next itself, one step further on.
    if (!probing) schedule();
  }

  options.window?.addEventListener('offline', notify);
  options.window?.addEventListener('online', () => {
    notify();
    if (!reachable) void probe();
    chance();
  });
  const doc = options.document;
  doc?.addEventListener('visibilitychange', () => {
    if (doc.visibilityState !== 'visible') return;
    if (!reachable) void probe();
    chance();
  });

  return {
    online: () => reachable && browserOnline(),
    reached,
    unreachable,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChance(listener) {
      chanceListeners.add(listener);
      return () => chanceListeners.delete(listener);
    },
    probe,
    confirm,
  };
}
