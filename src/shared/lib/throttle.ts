/**
 * Runs `fn` at once, then at most once per `ms`: calls inside the window collapse into one
 * trailing run at its end, so the last request is never lost (the 150 and 250 ms of product rule 9.7).
 */
export function throttle(fn: () => void, ms: number): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | null = null;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
      return;
    }
    if (pending !== null) return;
    pending = setTimeout(() => {
      pending = null;
      last = Date.now();
      fn();
    }, wait);
  };
}
