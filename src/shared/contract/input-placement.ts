/**
 * Where a call's input travels (product rule 7.3): in the query of a GET or DELETE, else as a JSON
 * body. Shared by the app's API client and the worker's delivery of queued writes, so both send a
 * call the same way. Returns the body, if any; the query is written into `url`.
 */
export function placeInput(method: string, input: Record<string, unknown>, url: URL): string | undefined {
  if (method === 'GET' || method === 'DELETE') {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    return undefined;
  }
  return JSON.stringify(input);
}
