import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One line of text: the least a page can paint, so its LCP is what the measuring itself costs. */
const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head><body><p>An empty page.</p></body></html>';

/**
 * An empty page on a loopback port of its own. Lighthouse's figures for it are the floor of this
 * machine and this run (a loaded machine raises them all): the routes' figures are read beside it.
 */
export async function startEmptyPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(EMPTY_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
