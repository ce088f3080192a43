import { placeInput } from '#src/shared/contract/input-placement';
import { FAVOURITE_QUEUE, type QueuedCallHeaders } from '#src/shared/contract/offline-policy';
import { HEADERS } from '#src/shared/contract/platform';
import { apiRoutes } from '#src/shared/contract/routes';

/** The app's IndexedDB and the store of the favourites queue (src/shared/storage/db.ts). */
const DB_NAME = 'lobby';
const STORE = 'favouriteQueue';

type QueuedRow = { seq: number; nodeId: string; vendor: string; on: boolean; headers?: QueuedCallHeaders };

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Opens the app's database as it is (never at a version: the app owns its schema), or null before the app made it. */
async function openLobby(): Promise<IDBDatabase | null> {
  const open = indexedDB.open(DB_NAME);
  // The app has not made it yet: nothing is queued; do not leave an empty database behind.
  open.onupgradeneeded = () => open.transaction?.abort();
  try {
    const db = await request(open);
    // A tab upgrading the schema waits for no one.
    db.onversionchange = () => db.close();
    if (db.objectStoreNames.contains(STORE)) return db;
    db.close();
  } catch {
    // Aborted above, or blocked by an upgrade in a tab: the tab delivers the queue.
  }
  return null;
}

function isQueuedRow(value: unknown): value is QueuedRow {
  const row = value as Partial<QueuedRow> | null;
  return typeof row?.seq === 'number' && typeof row.nodeId === 'string' && typeof row.vendor === 'string' && typeof row.on === 'boolean';
}

/**
 * Sends the favourites queued on the device, in order, with the headers of the session that
 * queued them, when Background Sync wakes the worker (a tab may not be open). A row goes once the
 * server answered it (a refusal too: the app's next list is the truth); a 401 leaves it and the
 * rest for the app after its next login; a network failure throws, so the browser tries again
 * later. Holds the queue's Web Lock, as a tab replaying it does.
 */
export async function deliverFavouriteQueue(origin: string, doFetch: typeof fetch = fetch): Promise<void> {
  const db = await openLobby();
  if (!db) return;
  try {
    await navigator.locks.request(FAVOURITE_QUEUE, async () => {
      const rows = (await request(db.transaction(STORE).objectStore(STORE).getAll())).filter(isQueuedRow).sort((a, b) => a.seq - b.seq);
      for (const row of rows) {
        if (!row.headers) return;
        const route = apiRoutes[row.on ? 'addFavourite' : 'removeFavourite'];
        const url = new URL(route.path, origin);
        const body = placeInput(route.method, { nodeId: row.nodeId, vendor: row.vendor }, url);
        const headers: Record<string, string> = {
          [HEADERS.moduleId]: route.moduleId,
          [HEADERS.authorization]: `Bearer ${row.headers.token}`,
          [HEADERS.language]: row.headers.language,
          [HEADERS.device]: row.headers.device,
          ...(row.headers.merchant ? { [HEADERS.merchant]: row.headers.merchant } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        };
        const response = await doFetch(url, { method: route.method, headers, body });
        if (response.status === 401) return;
        await request(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(row.seq));
      }
    });
  } finally {
    db.close();
  }
}
