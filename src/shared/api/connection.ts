import { api } from './api';
import { createConnectivity } from './connectivity';

/**
 * The app's one view of the connection (see connectivity.ts): the offline strip, the offline marks
 * and the queues on the device follow it. The API client reports every request to it; its probe
 * is the API's smallest call.
 */
/** A probe that hangs says as much as one that fails; a write waits for it (connectivity.confirm). */
const PROBE_TIMEOUT_MS = 3_000;

export const connectivity = createConnectivity({
  probe: () => api.call('ping', {}, typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) } : {}),
  ...(typeof window === 'undefined' ? {} : { browserOnline: () => navigator.onLine, window, document }),
});
