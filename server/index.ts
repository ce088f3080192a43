import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { readConfig } from './config';
import { connectDatabase } from './db/database';
import { checkServedMerchants, prepareDatabase, seedOptionsFor } from './db/prepare';
import { stopGracefully } from './http/graceful-stop';
import type { Lifecycle } from './http/health';
import { platformServer } from './http/listener';
import { createLogger } from './log';
import { measureFrom, metricsServer } from './metrics';
import { loadBodyCrypto } from './services/body-crypto';
import { startHousekeeping } from './services/housekeeping';
import { createOutboxEmailGateway, createOutboxSmsGateway } from './services/message-gateways';
import { setPasswordHashCost } from './services/passwords';
import { importUploadFolder } from './services/uploads';

/** Starts the server; a start that fails (a bad setting or site file, no database) ends the process with one line saying why. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const log = createLogger(config);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const seedOptions = seedOptionsFor(config);
  const db = connectDatabase(config.DATABASE_URL, join(config.DATA_DIR, 'platform.sqlite'), (message) => log.error(message));
  if (await prepareDatabase(db, seedOptions))
    log.info(
      `Seeded a new ${config.DATABASE_URL ? 'PostgreSQL database' : `database in ${config.DATA_DIR}`} ${seedOptions.site ? `from ${config.SITE_FILE}` : 'with the demo'}`,
    );
  await checkServedMerchants(db, config, seedOptions, (message) => log.warn(message));
  const imported = await importUploadFolder(db, config.DATA_DIR);
  if (imported > 0) log.info(`Moved ${imported} uploaded pictures from the data folder into the database`);
  const stopHousekeeping = startHousekeeping(db, (message) => log.warn(message));

  // No SMS or e-mail provider in the reference server: messages go to the outbox table and the
  // log, their codes only in the demo.
  const lifecycle: Lifecycle = { stopping: false };
  const outboxLine = (line: string) => log.info(line);
  const outboxLogging = config.SERVER_MODE === 'production' ? 'recipient only' : 'words';
  const app = createApp({
    db,
    crypto: await loadBodyCrypto(db),
    config,
    sms: createOutboxSmsGateway(db, outboxLine, outboxLogging),
    email: createOutboxEmailGateway(db, outboxLine, outboxLogging),
    lifecycle,
    log,
  });
  // A client that trickles its headers or body (or announces more body than it sends) is cut off:
  // the headers in 20 s, the whole request in 2 minutes (an upload's minute on a slow network, twice).
  const server = platformServer(app, config, { headersTimeout: 20_000, requestTimeout: 120_000 }, log);
  const metrics = config.METRICS_PORT === undefined ? null : metricsServer();
  if (metrics) {
    measureFrom(db);
    metrics.listen(config.METRICS_PORT, config.METRICS_HOST, () => {
      log.info(`Metrics on http://${config.METRICS_HOST}:${(metrics.address() as AddressInfo).port}/metrics`);
    });
  }
  server.listen(config.PORT, config.HOST, () => {
    // Tests read this line to learn the port when PORT=0.
    log.info(`Listening on http://localhost:${(server.address() as AddressInfo).port}/m/`);
  });

  // A deploy's stop: requests in flight are answered (server/http/graceful-stop.ts), then the
  // database closes. A second signal while stopping ends the process at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (lifecycle.stopping) {
        log.warn(`${signal} again while stopping: ending at once`);
        process.exit(1);
      }
      log.info(
        `${signal}: stopping (not ready now; new connections taken for ${config.STOP_NOTICE_MS} ms, then requests in flight answered for up to ${config.STOP_DRAIN_MS} ms)`,
      );
      void stopGracefully(server, lifecycle, { noticeMs: config.STOP_NOTICE_MS, drainMs: config.STOP_DRAIN_MS })
        .then(({ cut }) => {
          if (cut) log.warn(`Requests still in flight after ${config.STOP_DRAIN_MS} ms were cut`);
          stopHousekeeping();
          metrics?.close();
          return db.destroy();
        })
        .then(() => {
          log.info('Stopped');
          process.exit(0);
        });
    });
  }
}

main().catch((error: unknown) => {
  // One JSON line, as the log's, on stderr: no stack for a refusal that names its own cause.
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg: `The server did not start: ${reason}` })}\n`);
  process.exit(1);
});
