import { api } from './api';
import { createConnectivity } from './connectivity';

/**
 * The app's one view of the connection (see connectivity.ts): the offline strip, the offline marks
 * and the queues on the device follow it. The API client reports every request to it; its probe
 * is the API's smallest call.
 */
export const connectivity = createConnectivity({
  probe: () => api.call('ping', {}),
  ...(typeof window === 'undefined' ? {} : { browserOnline: () => navigator.onLine, window, document }),
});
