// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptcha } from '#server/services/captcha';
import { seal } from '#src/shared/api/seal';
import { type PublicKey, publicKeySchema } from '#src/shared/contract/auth';
import { MESSAGE_KEYS } from '#src/shared/contract/message-keys';
import { HEADERS } from '#src/shared/contract/platform';
import { apiRoutes, type RouteDef } from '#src/shared/contract/routes';
import { testControlRoutes } from '#src/shared/contract/test-control-routes';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { login } from './lobby-helpers';

/** Every call the server serves with test controls on: the app's and the test controls. */
const routes = { ...apiRoutes, ...testControlRoutes };
type RouteName = keyof typeof routes;

/**
 * Every call of the route table, sent the bad values its request schema should meet: each field
 * missing, null, of the wrong type, empty, 10 KB long, odd unicode, SQL and script fragments,
 * negative and huge numbers, bad ids; JSON calls also get malformed JSON and a wrong content
 * type, uploads a missing file, a non-form body and a file of the wrong type. Whatever comes in,
 * the answer is the envelope with a known message key, never a 5xx or a stack, and a refused
 * request stores nothing.
 */

// ---- Schema introspection (zod/mini keeps each schema's definition in `_zod.def`) -------------

type Schema = { _zod: { def: { type: string } }; safeParse: (value: unknown) => { success: boolean } };
type Wrapper = { type: 'optional' | 'nullable' | 'default' | 'prefault' | 'readonly' | 'catch' | 'nonoptional'; innerType: Schema };
const WRAPPERS: ReadonlySet<string> = new Set<Wrapper['type']>(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** A schema's definition; a lazy one's (the contract builds its schemas on first use) is its inner schema's. */
const defOf = (schema: Schema): Record<string, unknown> & { type: string } => {
  const def: Record<string, unknown> & { type: string } = schema._zod.def;
  return def.type === 'lazy' && typeof def.getter === 'function' ? defOf(def.getter() as Schema) : def;
};
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/** The fields of an object schema, by name (an empty list for z.strictObject({})). */
function fieldsOf(schema: Schema): [string, Schema][] {
  const def = defOf(schema);
  if (def.type !== 'object' || typeof def.shape !== 'object' || def.shape === null) throw new Error(`not an object schema: ${def.type}`);
  return Object.entries(def.shape).filter((entry): entry is [string, Schema] => isSchema(entry[1]));
}

/** The schema under optional/default/pipe wrappers: what a present value is checked against. */
function core(schema: Schema): Schema {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && isSchema(def.innerType)) return core(def.innerType);
  if (def.type === 'pipe' && isSchema(def.in)) return core(def.in);
  return schema;
}

/** Values that pass a field's schema, tried in order, so one bad field at a time reaches the handler. */
const STRING_CANDIDATES = ['10', 'abcdef12', '0123456789', 'PL', 'a@b.co', '#ffffff', '2024-01-01', 'device0123456789', 'x'];

function validValue(field: Schema): unknown {
  const schema = core(field);
  const def = defOf(schema);
  const candidates: unknown[] =
    def.type === 'enum' && typeof def.entries === 'object' && def.entries !== null
      ? Object.values(def.entries)
      : def.type === 'literal' && Array.isArray(def.values)
        ? def.values
        : def.type === 'union' && Array.isArray(def.options)
          ? def.options.filter(isSchema).map(validValue)
          : def.type === 'boolean'
            ? [true]
            : def.type === 'number' || def.type === 'int'
              ? [1, 10]
              : STRING_CANDIDATES;
  const found = candidates.find((value) => field.safeParse(value).success);
  if (found === undefined) throw new Error(`no valid value for a ${def.type} field; add a candidate`);
  return found;
}

// ---- The bad values --------------------------------------------------------------------------

const TEN_KB = 'x'.repeat(10 * 1024);
const TEXT_VALUES: [string, string][] = [
  ['empty string', ''],
  ['10 KB string', TEN_KB],
  ['NUL', 'a\u0000b'],
  ['right-to-left override', '\u202Egnp.exe'],
  ['emoji', '🎰💰🔥'],
  ['combining marks', 'e\u0301\u0302\u0303\u0304\u0305'],
  ['SQL quote', "' OR 1=1 --"],
  ['SQL statement', '1; DROP TABLE members'],
  ['script', '<script>alert(1)</script>'],
  ['id "abc"', 'abc'],
];
const NUMBER_VALUES: [string, number][] = [
  ['-1', -1],
  ['1e308', 1e308],
  ['2**53+2', 2 ** 53 + 2],
  ['1.5', 1.5],
  ['id 0', 0],
  ['id -5', -5],
  ['id 999999999', 999999999],
];
/** As JSON: also null and the wrong types (the strings and numbers above are wrong for the other kind). */
const JSON_VALUES: [string, unknown][] = [['null', null], ['true', true], ['object', { a: 1 }], ['array', [1]], ...TEXT_VALUES, ...NUMBER_VALUES];
/** In a query string everything is text. */
const QUERY_VALUES: [string, string][] = [
  ...TEXT_VALUES,
  ...NUMBER_VALUES.map(([label, n]): [string, string] => [label, String(n)]),
  ['"null"', 'null'],
  ['"true"', 'true'],
];

// ---- Sending -------------------------------------------------------------------------------

type Sent = { status: number; text: string; contentType: string; crash?: string };
type Case = {
  label: string;
  send: () => Promise<Sent>;
  /**
   * 'schema-refused': the request schema refuses the input, so 400 err_bad_request (or a 4xx
   * answered earlier); 'schema-accepted': a 2xx or any refusal with a known key;
   * otherwise the exact status and key expected.
   */
  expect: 'schema-refused' | 'schema-accepted' | { status: number; message: string };
};

/** Statuses that answer before the body is read or checked (session, role, size, type, rate). */
const EARLIER = [401, 403, 409, 413, 415, 429];
const KNOWN: ReadonlySet<string> = new Set<string>(MESSAGE_KEYS);
/** What only a crash shows: a stack frame, an error class, a source path, the database's own words. */
const LEAK = /\n\s+at |"stack"|\w*Error:|SqliteError|SQLITE_|node_modules|\.[cm]?[tj]s:\d+|\/server\//;

/**
 * Bookkeeping a refused request may legitimately change: each failed login is counted (the
 * lockout), each try recorded while checked, each sealed body's nonce taken (refused or not, it
 * is never taken again).
 */
const BOOKKEEPING_TABLES = new Set(['login_attempts', 'login_tries', 'sealed_nonces']);
/** Agent contracts are offered to agents, so agent1 makes these calls; every other signed-in call is player1's. */
const AGENT_ROUTES: ReadonlySet<RouteName> = new Set(['contractRequests', 'agentContract', 'decideContract']);

let server: TestServer;
let publicKey: PublicKey;
const tokens = { member: '', agent: '' };
let keyCounter = 0;
let requestCount = 0;
/**
 * Valid values that reach further into a handler than the generated ones (a real game, bank,
 * channel, account or promotion), so a bad value in another field is met where it is used.
 * Called once per request: a registration gets a fresh user name each time.
 */
const baselines: Partial<Record<RouteName, () => Record<string, unknown>>> = {};
let fresh = 0;

beforeAll(async () => {
  // Social login configured, so its start answers instead of the deliberate 503 coming_soon.
  server = await startTestServer({ SOCIAL_LOGIN_URLS: 'facebook=https://example.test/fb,google=https://example.test/g,telegram=https://example.test/t' });
  publicKey = publicKeySchema.parse(((await (await server.fetch('/api/crypto/public-key')).json()) as { value: unknown }).value);
  tokens.member = await login(server, 'player1', 'Player1234');
  tokens.agent = await login(server, 'agent1', 'Agent1234');
  // A promotion that takes applications with a picture, so a request for reward reaches its files.
  const promotion = await server.db
    .selectFrom('promotions')
    .select('id')
    .where('takes_applications', '=', 1)
    .where('image_required', '=', 'Y')
    .where('requires_join', '=', 0)
    .executeTakeFirstOrThrow();
  const joinable = await server.db.selectFrom('promotions').select('id').where('requires_join', '=', 1).executeTakeFirstOrThrow();
  const game = await server.db.selectFrom('games').select(['node_id', 'vendor_code']).executeTakeFirstOrThrow();
  const bank = await server.db.selectFrom('banks').select('code').where('merchant_code', '=', 'DEMO').executeTakeFirstOrThrow();
  const channel = await server.db.selectFrom('deposit_channels').select('code').where('merchant_code', '=', 'DEMO').executeTakeFirstOrThrow();
  const account = { account: 'player1' };
  // The merchant asks a registration for a captcha, each good once: one answered challenge per request.
  const captchas: { captchaId: string; code: string }[] = [];
  for (let i = 0; i < 700; i += 1) captchas.push(await issueCaptcha(server.db));
  Object.assign(baselines, {
    requestReward: () => ({ promotionId: String(promotion.id), remarks: 'please' }),
    promotionDetail: () => ({ id: String(promotion.id) }),
    joinPromotion: () => ({ promotionId: joinable.id }),
    addFavourite: () => ({ nodeId: game.node_id, vendor: game.vendor_code }),
    removeFavourite: () => ({ nodeId: game.node_id, vendor: game.vendor_code }),
    addRecent: () => ({ nodeId: game.node_id }),
    launchGame: () => ({ nodeId: game.node_id }),
    addBankCard: () => ({ bankCode: bank.code, holderName: 'Juan Dela Cruz', cardNumber: '6222020200112233' }),
    createDeposit: () => ({ channelCode: channel.code, amount: '100' }),
    grantPoints: () => account,
    offerContract: () => account,
    operatorChatMessage: () => account,
    grantReward: () => ({ ...account, kind: 'MANUAL', title: 'Bonus', amount: '1' }),
    register: () => {
      fresh += 1;
      const password = 'Abcdef123';
      const captcha = captchas.pop();
      if (!captcha) throw new Error('the captcha pool ran out: make it larger');
      return {
        username: `badin${fresh}`,
        password,
        confirmPassword: password,
        registerUrl: 'http://localhost/',
        registerMethod: 'H5',
        type: 0,
        domain: 'localhost',
        ageConfirmed: true,
        birthDate: '1990-01-01',
        captchaId: captcha.captchaId,
        captcha: captcha.code,
      };
    },
  } satisfies Partial<Record<RouteName, () => Record<string, unknown>>>);
});
afterAll(async () => {
  await server.stop();
});

function headersFor(route: RouteDef, name: RouteName): Record<string, string> {
  const headers: Record<string, string> = {};
  if (route.auth) headers.Authorization = `Bearer ${AGENT_ROUTES.has(name) ? tokens.agent : tokens.member}`;
  if (route.moneyMoving || route.keyed) {
    keyCounter += 1;
    headers[HEADERS.idempotencyKey] = `bad-input-${keyCounter}-${Date.now()}`;
  }
  return headers;
}

async function send(path: string, init: RequestInit): Promise<Sent> {
  requestCount += 1;
  try {
    const res = await server.fetch(path, init);
    return { status: res.status, text: await res.text(), contentType: res.headers.get('Content-Type') ?? '' };
  } catch (error) {
    // The unit setup turns console.error into a throw: the app logs only what it answers with a 500.
    return { status: 500, text: '', contentType: '', crash: (String(error).split('unexpected console.error: ').at(-1) ?? '').slice(0, 300) };
  }
}

function sendQuery(name: RouteName, route: RouteDef, query: Record<string, string>): Promise<Sent> {
  const search = new URLSearchParams(query).toString();
  return send(`${route.path}${search ? `?${search}` : ''}`, { method: route.method, headers: headersFor(route, name) });
}

async function sendJson(name: RouteName, route: RouteDef, body: unknown): Promise<Sent> {
  const headers = { ...headersFor(route, name), 'Content-Type': 'application/json' };
  if (!route.encrypted) return send(route.path, { method: route.method, headers, body: JSON.stringify(body) });
  return send(route.path, {
    method: route.method,
    headers: { ...headers, Encryption: 'RSA-OAEP-256+A256GCM' },
    body: JSON.stringify(await seal(body, publicKey)),
  });
}

function sendRaw(name: RouteName, route: RouteDef, body: BodyInit, contentType: string | null): Promise<Sent> {
  const headers = headersFor(route, name);
  if (contentType !== null) headers['Content-Type'] = contentType;
  if (route.encrypted) headers.Encryption = 'RSA-OAEP-256+A256GCM';
  return send(route.path, { method: route.method, headers, body });
}

function sendForm(name: RouteName, route: RouteDef, fields: Record<string, string>, files: Record<string, File> = {}): Promise<Sent> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, file] of Object.entries(files)) form.set(key, file);
  return send(route.path, { method: route.method, headers: headersFor(route, name), body: form });
}

// ---- The cases of one call -----------------------------------------------------------------

const EXTRA_FIELD = 'zzUnexpected';

function casesOf(name: RouteName): Case[] {
  const route: RouteDef = routes[name];
  const schema = route.request as unknown as Schema;
  const fields = fieldsOf(schema);
  const isQuery = route.method === 'GET' || route.method === 'DELETE';
  // The required fields only: an optional one is sent when it is the field under test.
  const required = Object.fromEntries(fields.filter(([, field]) => !field.safeParse(undefined).success).map(([key, field]) => [key, validValue(field)]));
  const validInput = (): Record<string, unknown> => ({ ...required, ...baselines[name]?.() });
  const valid = validInput();
  const asQuery = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
  const verdict = (input: Record<string, unknown>): Case['expect'] => (schema.safeParse(input).success ? 'schema-accepted' : 'schema-refused');

  /** One input with `key` set to `value` (or left out), and what the schema says of it. */
  const variants: [string, Record<string, unknown>][] = [];
  for (const [key, field] of fields) {
    if (!field.safeParse(undefined).success) {
      const { [key]: _dropped, ...rest } = validInput();
      variants.push([`${key} missing`, rest]);
    }
    for (const [label, value] of isQuery ? QUERY_VALUES : JSON_VALUES) variants.push([`${key} = ${label}`, { ...validInput(), [key]: value }]);
  }
  // An unexpected field: refused where the schema is strict, ignored otherwise.
  for (const [label, value] of [
    ['script', '<script>alert(1)</script>'],
    ['SQL', "' OR 1=1 --"],
  ] as const)
    variants.push([`${EXTRA_FIELD} = ${label}`, { ...validInput(), [EXTRA_FIELD]: value }]);

  if (route.multipart) return multipartCases(name, route, valid, variants);

  const cases: Case[] = variants.map(([label, input]) => {
    const query = asQuery(input);
    return isQuery
      ? { label, send: () => sendQuery(name, route, query), expect: verdict(query) }
      : { label, send: () => sendJson(name, route, input), expect: verdict(input) };
  });
  if (!isQuery) {
    const refused = { status: 400, message: 'err_bad_request' };
    cases.push(
      { label: 'malformed JSON', send: () => sendRaw(name, route, '{"a": 1,', 'application/json'), expect: refused },
      {
        label: 'JSON that is a string',
        send: () => sendRaw(name, route, '"x"', 'application/json'),
        expect: route.encrypted ? { status: 400, message: 'err_encryption_required' } : refused,
      },
      {
        label: 'text/plain',
        send: () => sendRaw(name, route, JSON.stringify(valid), 'text/plain'),
        expect: { status: 415, message: 'err_unsupported_media_type' },
      },
      {
        label: 'form content type',
        send: () => sendRaw(name, route, 'a=1', 'application/x-www-form-urlencoded'),
        expect: { status: 415, message: 'err_unsupported_media_type' },
      },
      {
        label: 'no content type',
        send: () => sendRaw(name, route, new Uint8Array([123, 125]), null),
        expect: { status: 415, message: 'err_unsupported_media_type' },
      },
    );
    if (route.encrypted)
      cases.push({
        label: 'not sealed',
        send: () => sendRaw(name, route, JSON.stringify(valid), 'application/json'),
        expect: { status: 400, message: 'err_encryption_required' },
      });
  }
  return cases;
}

const TEXT_FILE = () => new File([new TextEncoder().encode('not a picture at all')], 'picture.png', { type: 'image/png' });
const SVG_FILE = () =>
  new File([new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')], 'a.svg', { type: 'image/svg+xml' });

/** Where each upload call takes its files, and the key a file of the wrong type gets. */
const UPLOADS: Partial<Record<RouteName, { field: string; wrongType: string; missing: { status: number; message: string } }>> = {
  setHeadIcon: { field: 'picture', wrongType: 'err_head_icon_type', missing: { status: 400, message: 'err_bad_request' } },
  requestReward: { field: 'pictures', wrongType: 'activity_image_type', missing: { status: 400, message: 'err_image_required' } },
};

function multipartCases(name: RouteName, route: RouteDef, valid: Record<string, unknown>, variants: [string, Record<string, unknown>][]): Case[] {
  const upload = UPLOADS[name];
  if (!upload) throw new Error(`${name}: multipart call without an UPLOADS entry`);
  const schema = route.request as unknown as Schema;
  const text = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
  // The head icon takes a preset or a picture, so its "valid" form is the picture alone.
  const base = name === 'setHeadIcon' ? {} : text(valid);
  const cases: Case[] = variants
    .filter(([, input]) => Object.values(input).every((value) => value === undefined || typeof value === 'string' || typeof value === 'number'))
    .map(([label, input]) => ({
      label,
      send: () => sendForm(name, route, text(input)),
      expect: schema.safeParse(text(input)).success ? 'schema-accepted' : 'schema-refused',
    }));
  cases.push(
    { label: 'form without its files', send: () => sendForm(name, route, base), expect: upload.missing },
    {
      label: 'text file named .png',
      send: () => sendForm(name, route, base, { [upload.field]: TEXT_FILE() }),
      expect: { status: 400, message: upload.wrongType },
    },
    { label: 'SVG with a script', send: () => sendForm(name, route, base, { [upload.field]: SVG_FILE() }), expect: { status: 400, message: upload.wrongType } },
    { label: 'JSON instead of a form', send: () => sendRaw(name, route, JSON.stringify(valid), 'application/json'), expect: 'schema-refused' },
    { label: 'text instead of a form', send: () => sendRaw(name, route, 'preset=1', 'text/plain'), expect: 'schema-refused' },
    {
      label: 'broken multipart',
      send: () => sendRaw(name, route, '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', 'multipart/form-data; boundary=y'),
      expect: 'schema-refused',
    },
  );
  return cases;
}

// ---- What is stored ------------------------------------------------------------------------

type Snapshot = Record<string, number>;
let tables: string[] = [];

/** Row counts of every table (bookkeeping left out; uploaded pictures are rows too). */
async function snapshot(): Promise<Snapshot> {
  if (tables.length === 0) {
    const all = await server.db.introspection.getTables();
    tables = all.map((table) => table.name).filter((table) => !table.startsWith('kysely_') && !BOOKKEEPING_TABLES.has(table));
  }
  const counts = await sql<{
    name: string;
    n: number;
  }>`${sql.raw(tables.map((table) => `select '${table}' as name, count(*) as n from "${table}"`).join(' union all '))}`.execute(server.db);
  return Object.fromEntries(counts.rows.map((row) => [row.name, row.n]));
}

const changed = (before: Snapshot, after: Snapshot) => Object.keys(after).filter((key) => before[key] !== after[key]);

// ---- Judging one answer ---------------------------------------------------------------------

type Envelope = { success?: unknown; message?: unknown; value?: unknown };

function problemsOf(test: Case, sent: Sent, stored: string[], schemaKeys: readonly string[]): string[] {
  if (sent.crash !== undefined) return [`crashed with a logged error (a 500): ${sent.crash}`, ...(stored.length > 0 ? [`stored: ${stored.join(', ')}`] : [])];
  const problems: string[] = [];
  if (sent.status >= 500) problems.push(`status ${sent.status}`);
  if (LEAK.test(sent.text)) problems.push(`leaks error text: ${sent.text.slice(0, 200)}`);
  if (!sent.contentType.startsWith('application/json')) return [...problems, `not JSON: ${sent.contentType}`];
  let body: Envelope;
  try {
    body = JSON.parse(sent.text) as Envelope;
  } catch {
    return [...problems, `unparsable body: ${sent.text.slice(0, 80)}`];
  }
  const extraKeys = Object.keys(body).filter((key) => !['success', 'message', 'value'].includes(key));
  if (extraKeys.length > 0) problems.push(`not the envelope: ${extraKeys.join(', ')}`);
  const ok = sent.status >= 200 && sent.status < 300;
  if (ok) {
    if (body.success !== true) problems.push('2xx without success: true');
    if (test.expect !== 'schema-accepted') problems.push(`2xx for input to refuse (${JSON.stringify(test.expect)})`);
    return problems;
  }
  if (body.success !== false) problems.push(`${sent.status} without success: false`);
  const message = typeof body.message === 'string' ? body.message : '';
  if (!KNOWN.has(message)) problems.push(`unknown message key: ${String(body.message)}`);
  if (sent.status < 400 || sent.status >= 500) problems.push(`status ${sent.status} is not a 4xx`);
  if (stored.length > 0) problems.push(`refused but stored: ${stored.join(', ')}`);
  if (test.expect === 'schema-refused') {
    const refusedHere = sent.status === 400 && (message === 'err_bad_request' || schemaKeys.includes(message));
    if (!refusedHere && !EARLIER.includes(sent.status)) problems.push(`schema refuses it, got ${sent.status} ${message}`);
  } else if (test.expect !== 'schema-accepted') {
    const answeredEarlier = EARLIER.includes(sent.status) && sent.status !== test.expect.status;
    if (!answeredEarlier && (sent.status !== test.expect.status || message !== test.expect.message))
      problems.push(`expected ${test.expect.status} ${test.expect.message}, got ${sent.status} ${message}`);
  }
  return problems;
}

/**
 * Keys an upload call gives, in place of err_bad_request, for a field its schema refuses: the
 * request for reward tells a remark that is too long apart (the form shows it under the field).
 */
const SCHEMA_REFUSAL_KEYS: Partial<Record<RouteName, readonly string[]>> = { requestReward: ['err_remark_too_long'] };

// ---- Bounds the rules must set -------------------------------------------------------------

type Check = { check: string; format?: string; pattern?: RegExp };
const isCheck = (value: unknown): value is { _zod: { def: Check } } => typeof value === 'object' && value !== null && '_zod' in value;
const checksOf = (schema: Schema): Check[] => {
  const checks = defOf(schema).checks;
  return Array.isArray(checks) ? checks.filter(isCheck).map((check) => check._zod.def) : [];
};
/** A pattern with no open-ended repeat (`*`, `+`, `{n,}`) bounds the length by itself. */
const boundedPattern = (pattern: RegExp | undefined) => pattern !== undefined && !/[*+]|\{\d+,\}/.test(pattern.source);

/** A 10 KB string or 1e308 is refused by the request schema itself, not by luck further on. */
function unboundedFields(name: RouteName): string[] {
  return fieldsOf(routes[name].request as unknown as Schema).flatMap(([key, field]) => {
    const schema = core(field);
    const def = defOf(schema);
    const checks = checksOf(schema);
    if (def.type === 'string') {
      const bounded = checks.some((c) => c.check === 'max_length' || c.check === 'length_equals' || (c.check === 'string_format' && boundedPattern(c.pattern)));
      return bounded ? [] : [`${name}.${key}: a string without a maximum length`];
    }
    if (def.type === 'number') {
      // z.int() and friends are safe integers; a plain number needs its own maximum.
      const bounded = def.format !== undefined || checks.some((c) => c.check === 'less_than' || c.check === 'number_format');
      return bounded ? [] : [`${name}.${key}: a number without a maximum`];
    }
    return [];
  });
}

// ---- The table-driven test -----------------------------------------------------------------

const names = Object.keys(routes) as RouteName[];
const totals = { cases: 0 };

describe('bad input to every call of the route table', () => {
  it.each(names)('%s: answers every bad value with a 4xx envelope and a known key, stores nothing', async (name) => {
    const route: RouteDef = routes[name];
    const cases = casesOf(name);
    totals.cases += cases.length;
    const failures: string[] = [];
    let before = await snapshot();
    for (const test of cases) {
      const sent = await test.send();
      const after = await snapshot();
      const problems = problemsOf(test, sent, changed(before, after), SCHEMA_REFUSAL_KEYS[name] ?? []);
      if (problems.length > 0) failures.push(`${route.method} ${route.path} [${test.label}]: ${problems.join('; ')}`);
      before = after;
    }
    expect(failures).toEqual([]);
  });

  it('takes no value of another JSON type in a body field (true or [1] is not an id)', () => {
    const strays: [string, unknown][] = [
      ['null', null],
      ['true', true],
      ['[1]', [1]],
      ['{}', {}],
    ];
    const loose = names.flatMap((name) => {
      const route: RouteDef = routes[name];
      if (route.method === 'GET' || route.method === 'DELETE' || route.multipart) return [];
      return fieldsOf(route.request as unknown as Schema).flatMap(([key, field]) => {
        const kind = defOf(core(field)).type;
        return strays
          .filter(([label, value]) => !((kind === 'boolean' || kind === 'literal') && label === 'true') && field.safeParse(value).success)
          .map(([label]) => `${name}.${key} takes ${label}`);
      });
    });
    expect(loose).toEqual([]);
  });

  it('bounds every string and number a request takes', () => {
    expect(names.flatMap(unboundedFields)).toEqual([]);
  });

  it('covered every call', () => {
    expect(totals.cases).toBeGreaterThan(names.length * 5);
    expect(requestCount).toBeGreaterThanOrEqual(totals.cases);
  });
});
