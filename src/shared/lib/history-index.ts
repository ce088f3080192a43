/**
 * This entry's position in the tab's history, 0 for the first: React Router's browser history
 * numbers its entries in history.state.idx (a reload keeps it).
 */
export function historyIndex(): number {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
}
