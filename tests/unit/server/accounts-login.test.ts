// @vitest-environment node

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_TTL_MS, captchaDrawing, issueCaptcha, verifyCaptcha } from '#server/services/captcha';
import { ATTEMPT_WINDOW_MS, accountKey, countAttempt, ipKey } from '#server/services/login-attempts';
import { apiCall, type CallOptions } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  vi.useRealTimers();
  await server.stop();
});

const call = (method: string, path: string, opts: CallOptions = {}) => apiCall(server, method, path, opts);

/** A fresh challenge from the API and its answer from the test control. */
async function captcha(headers: Record<string, string> = {}): Promise<{ captchaId: string; captcha: string }> {
  const { value } = (await call('GET', '/api/auth/captcha', { headers })).body;
  const captchaId = String(value?.captchaId);
  const answer = await call('GET', `/api/test-controls/captcha?captchaId=${encodeURIComponent(captchaId)}`);
  return { captchaId, captcha: String(answer.body.value?.code) };
}

function login(body: Record<string, unknown>, headers: Record<string, string> = {}, from?: string) {
  return call('POST', '/api/auth/login', { body: { type: 'username', ...body }, sealed: true, headers, ...(from === undefined ? {} : { from }) });
}

async function outboxCode(to: string): Promise<string | undefined> {
  const res = await call('GET', `/api/test-controls/outbox?to=${encodeURIComponent(to)}`);
  return (res.body.value?.messages as { code: string }[] | undefined)?.[0]?.code;
}

/**
 * The program that read the seven-segment SVG captcha (issue: 50 of 50): each digit's strokes,
 * in the glyph's own coordinates, matched to the nearest segments of a 10 x 18 box, the digits
 * ordered by their translate(). A picture with no such structure gives null.
 */
function solveStructurally(image: string): string | null {
  const svgPrefix = 'data:image/svg+xml;base64,';
  if (!image.startsWith(svgPrefix)) return null;
  const svg = Buffer.from(image.slice(svgPrefix.length), 'base64').toString('utf8');
  const segments: Record<string, [number, number, number, number]> = {
    a: [0, 0, 10, 0],
    b: [10, 0, 10, 9],
    c: [10, 9, 10, 18],
    d: [0, 18, 10, 18],
    e: [0, 9, 0, 18],
    f: [0, 0, 0, 9],
    g: [0, 9, 10, 9],
  };
  const digits = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];
  const found: { x: number; digit: number }[] = [];
  for (const [, d, x] of svg.matchAll(/<path d="([ML\d.\s-]+)" transform="translate\(([\d.-]+)/g)) {
    const numbers = (d ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    const names = new Set<string>();
    for (let i = 0; i + 3 < numbers.length; i += 4) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbers.slice(i, i + 4);
      const nearest = Object.entries(segments).sort(
        ([, a], [, b]) =>
          Math.hypot(a[0] - x1, a[1] - y1) + Math.hypot(a[2] - x2, a[3] - y2) - Math.hypot(b[0] - x1, b[1] - y1) - Math.hypot(b[2] - x2, b[3] - y2),
      )[0];
      if (nearest) names.add(nearest[0]);
    }
    const digit = digits.indexOf([...names].sort().join(''));
    if (digit >= 0) found.push({ x: Number(x), digit });
  }
  return found.length === 6
    ? found
        .sort((a, b) => a.x - b.x)
        .map((f) => f.digit)
        .join('')
    : null;
}

describe('captcha', () => {
  it('is six digits drawn as a PNG on the server that a structural solver cannot read, 50 times in 50', async () => {
    let solved = 0;
    for (let i = 0; i < 50; i += 1) {
      const { value } = (await call('GET', '/api/auth/captcha')).body;
      const image = String(value?.image);
      const answer = String((await call('GET', `/api/test-controls/captcha?captchaId=${encodeURIComponent(String(value?.captchaId))}`)).body.value?.code);
      expect(answer).toMatch(/^\d{6}$/);
      if (solveStructurally(image) === answer) solved += 1;
      expect(image.startsWith('data:image/png;base64,')).toBe(true);
      const png = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
      const meta = await sharp(png).metadata();
      // Pixels only, twice the captcha button's 120 x 44, with no text of any kind beside them.
      expect([meta.format, meta.width, meta.height, meta.comments, meta.exif]).toEqual(['png', 240, 88, undefined, undefined]);
      if (i === 0) {
        // Dark ink on a light ground, for people to read.
        const { channels } = await sharp(png).stats();
        for (const channel of channels.slice(0, 3)) {
          expect(channel.min).toBeLessThan(100);
          expect(channel.mean).toBeGreaterThan(170);
        }
      }
    }
    expect(solved).toBe(0);
    const { captchaId, captcha: answer } = await captcha();
    const row = await server.db.selectFrom('captchas').selectAll().where('id', '=', captchaId).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(answer);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws the digits and the curves crossing them in one ink, so no colour lifts a digit out', () => {
    for (let i = 0; i < 20; i += 1) {
      const drawing = captchaDrawing('012345');
      const inks = new Set([...drawing.matchAll(/stroke="(rgb\([^)]*\))"/g)].map((m) => m[1]));
      expect(inks.size).toBe(1);
      // Every digit and curve is drawn inside the group that carries that ink, none with one of its own.
      expect((drawing.match(/<path /g) ?? []).length).toBe(9);
      expect(drawing).not.toMatch(/<path [^>]*stroke="rgb/);
    }
  });

  it('answers one try only, right or wrong, and expires after 5 minutes', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const a = await issueCaptcha(server.db, now);
    expect(await verifyCaptcha(server.db, a.captchaId, a.code, now)).toBe(true);
    expect(await verifyCaptcha(server.db, a.captchaId, a.code, now)).toBe(false);

    const b = await issueCaptcha(server.db, now);
    const wrong = b.code === '000000' ? '111111' : '000000';
    expect(await verifyCaptcha(server.db, b.captchaId, wrong, now)).toBe(false);
    expect(await verifyCaptcha(server.db, b.captchaId, b.code, now)).toBe(false);

    const c = await issueCaptcha(server.db, now);
    expect(await verifyCaptcha(server.db, c.captchaId, c.code, new Date(now.getTime() + CAPTCHA_TTL_MS + 1))).toBe(false);
    const d = await issueCaptcha(server.db, now);
    expect(await verifyCaptcha(server.db, d.captchaId, d.code, new Date(now.getTime() + CAPTCHA_TTL_MS - 1000))).toBe(true);
    expect(await verifyCaptcha(server.db, 'no-such-id', d.code, now)).toBe(false);
  });

  it('has no answer test control when test controls are off', async () => {
    await server.stop();
    server = await startTestServer({ ENABLE_TEST_CONTROLS: '0' });
    const { value } = (await call('GET', '/api/auth/captcha')).body;
    expect((await call('GET', `/api/test-controls/captcha?captchaId=${String(value?.captchaId)}`)).status).toBe(404);
  });
});

describe('login after a failure', () => {
  it('asks for a captcha, refuses a wrong or reused one, and lets the right one in', async () => {
    const failed = await login({ username: 'player1', password: 'wrong-password' });
    expect(failed).toMatchObject({ status: 400, body: { message: 'err_login_failed', value: { captcha: true } } });

    // Even the right password needs the captcha now.
    const without = await login({ username: 'player1', password: 'Player1234' });
    expect(without).toMatchObject({ status: 400, body: { message: 'err_captcha_required', value: { captcha: true } } });

    const first = await captcha();
    const wrongAnswer = first.captcha === '000000' ? '111111' : '000000';
    const wrong = await login({ username: 'player1', password: 'Player1234', captchaId: first.captchaId, captcha: wrongAnswer });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'err_captcha_wrong', value: { captcha: true } } });
    // The challenge was used up by the wrong try: its right answer no longer counts.
    const reused = await login({ username: 'player1', password: 'Player1234', ...first });
    expect(reused).toMatchObject({ status: 400, body: { message: 'err_captcha_wrong' } });

    // Right captcha, wrong password: still a failure, and it says a captcha is needed.
    const stillWrong = await login({ username: 'player1', password: 'nope', ...(await captcha()) });
    expect(stillWrong).toMatchObject({ status: 400, body: { message: 'err_login_failed', value: { captcha: true } } });

    const ok = await login({ username: 'player1', password: 'Player1234', ...(await captcha()) });
    expect(ok).toMatchObject({ status: 200, body: { success: true, value: { userName: 'player1' } } });
    // Success clears the account's failures: no captcha next time.
    expect((await login({ username: 'player1', password: 'Player1234' })).status).toBe(200);
  });

  it('treats an unknown account like a known one', async () => {
    expect((await login({ username: 'nobody', password: 'x' })).body).toMatchObject({ message: 'err_login_failed', value: { captcha: true } });
    expect((await login({ username: 'nobody', password: 'x' })).body.message).toBe('err_captcha_required');
  });

  it('counts per account: another account from the same address needs no captcha after one failure', async () => {
    await login({ username: 'player1', password: 'wrong' });
    expect((await login({ username: 'agent1', password: 'Agent1234' })).status).toBe(200);
  });

  it('puts a captcha on every account once an address has failed ten times', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: `ghost${i}`, password: 'x' })).body.message).toBe('err_login_failed');
    }
    expect((await login({ username: 'agent1', password: 'Agent1234' })).body.message).toBe('err_captcha_required');
    expect((await login({ username: 'agent1', password: 'Agent1234', ...(await captcha()) })).status).toBe(200);
  });

  it('locks the account for the address that failed ten times, for the window, and for no one else', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const attacker = '203.0.113.66';
    const player = '198.51.100.20';
    expect((await login({ username: 'player1', password: 'wrong' }, {}, attacker)).status).toBe(400);
    for (let i = 1; i < 10; i += 1) {
      expect((await login({ username: 'player1', password: 'wrong', ...(await captcha()) }, {}, attacker)).body.message).toBe('err_login_failed');
    }
    // The attacker's address may try player1 no more, even with the right password.
    const locked = await login({ username: 'player1', password: 'Player1234', ...(await captcha()) }, {}, attacker);
    expect(locked).toMatchObject({ status: 429, body: { message: 'err_too_many_requests', value: { captcha: true } } });
    expect((await login({ username: 'agent1', password: 'Agent1234', ...(await captcha()) }, {}, attacker)).status).toBe(200);
    // The player, elsewhere, is asked for a captcha (the account has failures) and gets in.
    expect((await login({ username: 'player1', password: 'Player1234' }, {}, player)).body.message).toBe('err_captcha_required');
    expect((await login({ username: 'player1', password: 'Player1234', ...(await captcha()) }, {}, player)).status).toBe(200);
    // Their login clears the account's failures: no captcha for them any more; the attacker stays locked.
    expect((await login({ username: 'player1', password: 'Player1234' }, {}, player)).status).toBe(200);
    vi.setSystemTime(new Date('2026-03-01T10:14:00Z'));
    expect((await login({ username: 'player1', password: 'Player1234', ...(await captcha()) }, {}, attacker)).status).toBe(429);
    vi.setSystemTime(new Date('2026-03-01T10:15:01Z'));
    // The window is over: no lock and no captcha.
    expect((await login({ username: 'player1', password: 'Player1234' }, {}, attacker)).status).toBe(200);
  });

  it('lets the player in while failures come from many addresses, each asked for a captcha', async () => {
    // Ten addresses, nine failures each: ninety in all, no address locked on the account.
    for (let a = 0; a < 10; a += 1) {
      for (let i = 0; i < 9; i += 1) {
        const res = await login({ username: 'player1', password: 'wrong', ...(await captcha()) }, {}, `203.0.113.${a}`);
        expect(res.body.message).toBe('err_login_failed');
      }
    }
    expect((await login({ username: 'player1', password: 'wrong' }, {}, '203.0.113.99')).body.message).toBe('err_captcha_required');
    expect((await login({ username: 'player1', password: 'Player1234', ...(await captcha()) }, {}, '198.51.100.20')).status).toBe(200);
  }, 60_000);

  it('does not count successful logins against a shared address', async () => {
    for (let i = 0; i < 9; i += 1) await login({ username: `ghost${i}`, password: 'x' });
    // Each right password is counted while it is checked and then taken back.
    for (let i = 0; i < 3; i += 1) expect((await login({ username: 'agent1', password: 'Agent1234' })).status).toBe(200);
    expect((await login({ username: 'ghost9', password: 'x' })).body.message).toBe('err_login_failed');
    expect((await login({ username: 'agent1', password: 'Agent1234' })).body.message).toBe('err_captcha_required');
  });

  it('meets tries sent all at once with the captcha, as if they came one by one', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login({ username: 'player1', password: 'wrong' })));
    const messages = answers.map((res) => res.body.message);
    expect(messages.filter((m) => m === 'err_login_failed')).toHaveLength(1);
    expect(messages.filter((m) => m === 'err_captcha_required')).toHaveLength(29);
    // The refused tries were taken back: one failure, so the right password with a captcha gets in.
    expect((await login({ username: 'player1', password: 'Player1234', ...(await captcha()) })).status).toBe(200);
  });

  it('checks no more than the lock allows when tries with captchas are sent all at once', async () => {
    expect((await login({ username: 'player1', password: 'wrong' })).body.message).toBe('err_login_failed');
    const challenges = await Promise.all(Array.from({ length: 30 }, () => captcha()));
    const answers = await Promise.all(challenges.map((challenge) => login({ username: 'player1', password: 'wrong', ...challenge })));
    const messages = answers.map((res) => res.body.message);
    expect(messages.filter((m) => m === 'err_login_failed')).toHaveLength(9);
    expect(messages.filter((m) => m === 'err_too_many_requests')).toHaveLength(21);
    expect((await login({ username: 'player1', password: 'Player1234', ...(await captcha()) })).status).toBe(429);
  });

  it('lets right passwords sent together all in, with no captcha', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => login({ username: 'agent1', password: 'Agent1234' })));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('lets a player in past tries a stopped process left being checked', async () => {
    // As if the process checking three tries was killed a moment ago: their rows stay behind.
    const now = new Date().toISOString();
    await server.db
      .insertInto('login_tries')
      .values(Array.from({ length: 3 }, () => ({ key: accountKey('DEMO', 'player1'), started_at: now })))
      .execute();
    // The try waits for them until they stop counting (seconds), then is checked: never refused for them.
    expect((await login({ username: 'player1', password: 'Player1234' })).status).toBe(200);
  }, 15_000);

  it('puts the captcha on an address whose tries to many accounts arrive all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login({ username: `ghost${i}`, password: 'x' })));
    const messages = answers.map((res) => res.body.message);
    expect(messages.filter((m) => m === 'err_login_failed')).toHaveLength(10);
    expect(messages.filter((m) => m === 'err_captcha_required')).toHaveLength(20);
  });

  it('locks an address after fifty failures', async () => {
    for (let i = 0; i < 50; i += 1) await countAttempt(server.db, ipKey('unknown'), ATTEMPT_WINDOW_MS);
    const res = await login({ username: 'agent1', password: 'Agent1234', ...(await captcha()) });
    expect(res).toMatchObject({ status: 429, body: { message: 'err_too_many_requests' } });
  });
});

describe('login by SMS code', () => {
  const sendLoginCode = (headers: Record<string, string> = {}, mobileNum = '9171234567') =>
    call('POST', '/api/sms/send', { body: { mobileNum, countryDialingCode: '63', purpose: 'login' }, headers });

  it('logs the holder of the number in with the code from the outbox, once', async () => {
    expect((await sendLoginCode()).status).toBe(200);
    const code = await outboxCode('639171234567');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await login({ type: 'sms', username: '9171234567', password: code, countryDialingCode: '63' });
    expect(ok).toMatchObject({ status: 200, body: { value: { userName: 'player1', type: 0 } } });
    // Single use: the same code again is wrong.
    const again = await login({ type: 'sms', username: '9171234567', password: code, countryDialingCode: '63' });
    expect(again).toMatchObject({ status: 400, body: { message: 'err_sms_code_wrong', value: { captcha: true } } });
  });

  it('answers alike for a wrong code and for a number nobody holds', async () => {
    await sendLoginCode();
    const code = (await outboxCode('639171234567')) ?? '';
    const wrong = await login({ type: 'sms', username: '9171234567', password: code === '000000' ? '111111' : '000000', countryDialingCode: '63' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'err_sms_code_wrong' } });

    const unknownSend = await sendLoginCode({}, '9990001111');
    expect(unknownSend.status).toBe(200);
    expect(typeof unknownSend.body.value?.expirationTime).toBe('number');
    expect(await outboxCode('639990001111')).toBeUndefined();
    const unknown = await login({ type: 'sms', username: '9990001111', password: '123456', countryDialingCode: '63' });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'err_sms_code_wrong' } });
  });

  it('needs the dialing code', async () => {
    expect((await login({ type: 'sms', username: '9171234567', password: '123456' })).status).toBe(400);
  });

  it('is refused where the merchant has no SMS login (LITE)', async () => {
    expect((await sendLoginCode({ Merchant: 'LITE' })).body.message).toBe('err_no_permission');
    const res = await login({ type: 'sms', username: '9171234567', password: '123456', countryDialingCode: '63' }, { Merchant: 'LITE' });
    expect(res).toMatchObject({ status: 403, body: { message: 'err_no_permission' } });
  });
});
