import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';
import { createBodyCrypto } from './services/body-crypto';
import { startHousekeeping } from './services/housekeeping';
import { createOutboxEmailGateway, createOutboxSmsGateway } from './services/message-gateways';

const config = readConfig(process.env);
mkdirSync(config.DATA_DIR, { recursive: true });
const db = openDatabase(join(config.DATA_DIR, 'platform.sqlite'));
await migrateToLatest(db);
if (await seedIfEmpty(db)) console.log('Seeded a new database in', config.DATA_DIR);
const stopHousekeeping = startHousekeeping(db);

// No SMS or e-mail provider in the reference server: messages go to the outbox table and the log.
const app = createApp({ db, crypto: createBodyCrypto(), config, sms: createOutboxSmsGateway(db), email: createOutboxEmailGateway(db) });
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  // Tests read this line to learn the port when PORT=0.
  console.log(`Listening on http://localhost:${info.port}/m/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopHousekeeping();
    server.close();
    void db.destroy().then(() => process.exit(0));
  });
}
