// @vitest-environment node

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { login } from './lobby-helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = await login(server, 'nobalance', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

const asMember = (method: string, path: string, body?: unknown) =>
  apiCall(server, method, path, { body, sealed: method !== 'GET' && path.includes('payment-password'), headers: { Authorization: `Bearer ${token}` } });
const lastCode = async () => String((await server.db.selectFrom('outbox').select('code').orderBy('id', 'desc').executeTakeFirstOrThrow()).code);

describe('the security centre (product rules 5.15 and 5.19)', () => {
  it('binds a mobile number by the code sent to it, refusing one another member holds and a wrong code, and shows it masked', async () => {
    // player1 holds +63 9171234567.
    const taken = await asMember('POST', '/api/security/mobile', { mobileNum: '9171234567', countryDialingCode: '63', code: '123456' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'err_mobile_taken', value: { field: 'mobileNum' } } });
    expect((await asMember('POST', '/api/security/code', { purpose: 'bind_mobile', mobileNum: '9175550001', countryDialingCode: '63' })).status).toBe(200);
    const wrong = await asMember('POST', '/api/security/mobile', { mobileNum: '9175550001', countryDialingCode: '63', code: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'err_sms_code_wrong', value: { field: 'code' } } });
    const bound = await asMember('POST', '/api/security/mobile', { mobileNum: '9175550001', countryDialingCode: '63', code: await lastCode() });
    expect(bound).toMatchObject({ status: 200, body: { value: { mobile: '+63 917****001' } } });
  });

  it('refuses a malformed e-mail beside its field with the form schema, and binds a good one', async () => {
    const bad = await asMember('POST', '/api/security/email', { email: 'not-an-address', code: '123456' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'err_email_invalid', value: { field: 'email' } } });
    expect((await asMember('POST', '/api/security/code', { purpose: 'bind_email', email: 'Fresh.One@Example.com' })).status).toBe(200);
    const bound = await asMember('POST', '/api/security/email', { email: 'fresh.one@example.com', code: await lastCode() });
    expect(bound).toMatchObject({ status: 200, body: { value: { email: 'fr***@example.com' } } });
  });

  it('sets the payment password once, then changes it only with proof and only to another', async () => {
    const set = (password: string, confirmPassword = password) => asMember('POST', '/api/security/payment-password', { password, confirmPassword });
    expect(await set('12345')).toMatchObject({ status: 400, body: { message: 'err_payment_password_format', value: { field: 'password' } } });
    expect(await set('246810', '246811')).toMatchObject({ status: 400, body: { message: 'err_confirm_not_matched', value: { field: 'confirmPassword' } } });
    expect(await set('246810')).toMatchObject({ status: 200, body: { value: { hasPaymentPassword: true } } });
    expect(await set('135790')).toMatchObject({ status: 409, body: { message: 'err_payment_password_exists' } });
    const change = (body: Record<string, string>) => asMember('PUT', '/api/security/payment-password', { confirmPassword: body.password, ...body });
    // nobalance has no mobile bound: an SMS proof is refused.
    expect(await change({ smsCode: '123456', password: '135790' })).toMatchObject({ status: 400, body: { message: 'err_mobile_not_bound' } });
    expect(await change({ oldPassword: '246810', password: '246810' })).toMatchObject({ status: 400, body: { message: 'err_payment_password_same' } });
    expect(await change({ oldPassword: '246810', password: '135790' })).toMatchObject({ status: 200 });
  });
});
