type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * A feature that moved the member's money (a sign-in bonus, a claimed reward) says so here; the
 * shell reloads the wallet. Features never reach into the wallet feature themselves.
 */
export function announceBalanceChanged(): void {
  for (const listener of listeners) listener();
}

export function onBalanceChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
