/** A database error's code (PostgreSQL's SQLSTATE, SQLite's name), or '' for anything else. */
export function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Thrown inside transact() by work that finds a concurrent transaction committed what decides
 * its answer (a repeat of its key spent the money first): the work runs again from the start,
 * where its own checks answer as a repeat does.
 */
export class RunAgain extends Error {}
