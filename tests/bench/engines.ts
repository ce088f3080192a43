/**
 * The 100-player load (tests/bench/players.ts) on each engine: the embedded SQLite file with one
 * server instance, then PostgreSQL with one and with two instances on one database (the players
 * spread over both, as behind a load balancer). One run of a 2-core machine differs from the next
 * by 10 to 20 percent, so the engines take turns for BENCH_ROUNDS rounds (3 unless set), and the
 * report gives every run, then each engine's medians and PostgreSQL's rate over SQLite's. Needs a
 * PostgreSQL cluster the user may create databases on: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL. Writes reports/engines.md.
 * Run: npm run bench:engines
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase, openPostgres } from '#server/db/database';
import { databaseUrl, newDatabaseName, onCluster } from '../helpers/postgres-cluster';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { median } from './budgets';
import { PLAYERS, type PlayersFigures, playersLoad } from './players';

type Scenario = { name: string; run: () => Promise<PlayersFigures> };

async function withServers(
  count: number,
  env: Record<string, string>,
  db: () => Db,
  work: (urls: string[], db: Db) => Promise<PlayersFigures>,
): Promise<PlayersFigures> {
  const base = { DEMO_DEPOSIT_APPROVE_MS: '0', ...env };
  // The first prepares the database; the others start on a ready one.
  const first = await startServerProcess(base);
  const servers: ServerProcess[] = [first];
  for (let i = 1; i < count; i += 1) servers.push(await startServerProcess(base));
  const handle = db();
  try {
    return await work(
      servers.map((s) => s.url),
      handle,
    );
  } finally {
    await handle.destroy();
    for (const s of servers) await s.stop();
  }
}

function sqlite(): Scenario {
  return {
    name: 'SQLite, 1 instance',
    run: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lobby-engines-'));
      try {
        return await withServers(1, { DATA_DIR: dir }, () => openDatabase(join(dir, 'platform.sqlite')), playersLoad);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgres(cluster: string, instances: number): Scenario {
  return {
    name: `PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}`,
    run: async () => {
      const name = newDatabaseName('bench');
      await onCluster(cluster, `create database ${name}`);
      const url = databaseUrl(cluster, name);
      const dir = mkdtempSync(join(tmpdir(), 'lobby-engines-'));
      try {
        return await withServers(instances, { DATABASE_URL: url, DATA_DIR: dir }, () => openPostgres(url, 2), playersLoad);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        await onCluster(cluster, `drop database if exists ${name} with (force)`);
      }
    },
  };
}

const CALLS = ['games', 'spin', 'deposit', 'addFavourite'] as const;

const row = (name: string, f: PlayersFigures) => {
  const p = (call: string) => `${f.calls[call]?.p50Ms ?? '-'} / ${f.calls[call]?.p99Ms ?? '-'}`;
  return `| ${name} | ${f.requestsPerSecond} | ${f.requests} | ${f.errors} | ${f.ledgerMismatches} | ${CALLS.map(p).join(' | ')} |`;
};

const middle = (values: readonly number[]) => Math.round(median(values) ?? 0);

/** An engine's medians over its runs: requests a second, and each call's p50 and p99. */
const medianRow = (name: string, runs: readonly PlayersFigures[]) => {
  const p = (call: string) => `${middle(runs.map((f) => f.calls[call]?.p50Ms ?? 0))} / ${middle(runs.map((f) => f.calls[call]?.p99Ms ?? 0))}`;
  const sum = (of: (f: PlayersFigures) => number) => runs.reduce((total, f) => total + of(f), 0);
  return `| ${name} | ${middle(runs.map((f) => f.requestsPerSecond))} | ${sum((f) => f.requests)} | ${sum((f) => f.errors)} | ${sum((f) => f.ledgerMismatches)} | ${CALLS.map(p).join(' | ')} |`;
};

async function main(): Promise<void> {
  const cluster = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!cluster) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL cluster');
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 1);
  const scenarios = [sqlite(), postgres(cluster, 1), postgres(cluster, 2)];
  const header = [
    '| Engine | Requests/s | Requests | Errors | Ledger mismatches | Game list | Spin | Deposit | Favourite |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const runs = new Map<string, PlayersFigures[]>(scenarios.map((s) => [s.name, []]));
  const lines: string[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const scenario of scenarios) {
      console.log(`${scenario.name}, round ${round}`);
      const figures = await scenario.run();
      runs.get(scenario.name)?.push(figures);
      lines.push(row(`${scenario.name}, round ${round}`, figures));
      console.log(lines.at(-1));
    }
  }
  const rate = (name: string) => middle((runs.get(name) ?? []).map((f) => f.requestsPerSecond));
  const [base, ...others] = scenarios.map((s) => s.name);
  const medians = scenarios.map((s) => medianRow(s.name, runs.get(s.name) ?? []));
  const ratios = others.map((name) => `- ${name}: ${(rate(name) / rate(base ?? '')).toFixed(2)} of ${base}'s requests a second (medians).`);
  const report = [
    '# The platform on each engine',
    '',
    `${PLAYERS.count} players for ${PLAYERS.seconds} s on loopback, ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}. Times in ms, p50 / p99.`,
    '',
    `## Medians of ${rounds} round${rounds > 1 ? 's' : ''} (errors and mismatches summed)`,
    '',
    ...header,
    ...medians,
    '',
    ...ratios,
    '',
    '## Every run, in the order run',
    '',
    ...header,
    ...lines,
  ];
  console.log([...header, ...medians, '', ...ratios].join('\n'));
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/engines.md', `${report.join('\n')}\n`);
  console.log('report: reports/engines.md');
}

await main();
