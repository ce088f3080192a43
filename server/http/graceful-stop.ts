import type { Server } from 'node:http';
import type { Lifecycle } from './health';

export type StopTimes = {
  /** How long readiness says "stopping" while requests are still taken (a load balancer's time to notice). */
  noticeMs: number;
  /** How long requests in flight may take to be answered once no new connection is taken. */
  drainMs: number;
};

/**
 * Stops `server` without dropping what it is doing: readiness turns to "stopping" at once and
 * every answer closes its connection; after `noticeMs` no new connection is taken and idle ones
 * close; requests in flight are answered, for up to `drainMs`, after which any connection left is
 * cut. Resolves once the server has closed, with whether any connection was cut; the caller
 * then closes the database.
 */
export async function stopGracefully(server: Server, lifecycle: Lifecycle, times: StopTimes): Promise<{ cut: boolean }> {
  lifecycle.stopping = true;
  if (times.noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, times.noticeMs));
  return new Promise((resolve) => {
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, times.drainMs);
    server.close(() => {
      clearTimeout(deadline);
      resolve({ cut });
    });
    server.closeIdleConnections();
  });
}
