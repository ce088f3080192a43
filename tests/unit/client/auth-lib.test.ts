import { describe, expect, it } from 'vitest';
import { requestCode } from '#src/features/auth/lib/code-request';
import { forgetRememberedLogin, readRememberedLogin, updateRememberedPassword, writeRememberedLogin } from '#src/features/auth/lib/remembered-login';
import type { Captcha } from '#src/features/auth/lib/use-captcha';
import { ApiError } from '#src/shared/api/client';
import { deviceHeader } from '#src/shared/lib/display-mode';
import { detectRegisterMethod } from '#src/shared/lib/register-method';
import { DEFAULT_RESEND_MS, resolveExpiration, secondsLeft } from '#src/shared/lib/sms-countdown';
import { rememberWebClipLaunch } from '#src/shared/lib/web-clip-launch';
import { loginOverThisPage, opensOverReturn, returnPath } from '#src/shared/session/login-return';

describe('SMS countdown', () => {
  it('counts whole seconds down to the expiration time, then is ready', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });

  it('falls back to the default 60 s resend when the server gives no usable time', () => {
    expect(resolveExpiration(undefined, 1000)).toBe(1000 + DEFAULT_RESEND_MS);
    expect(resolveExpiration(500, 1000)).toBe(1000 + DEFAULT_RESEND_MS);
    expect(resolveExpiration(Number.NaN, 1000)).toBe(1000 + DEFAULT_RESEND_MS);
    expect(resolveExpiration(90_000, 1000)).toBe(90_000);
  });
});

describe('remembered login', () => {
  it('keeps the password double-encoded, never in the clear', () => {
    writeRememberedLogin({ type: 'username', username: 'player1', password: 'Pässwörd1', countryDialingCode: '' });
    const raw = localStorage.getItem('MC_REMEMBERED_LOGIN_username') ?? '';
    expect(raw).not.toContain('Pässwörd1');
    expect(JSON.parse(raw).password).toBe(btoa(btoa(String.fromCharCode(...new TextEncoder().encode('Pässwörd1')))));
    expect(readRememberedLogin('username')).toMatchObject({ username: 'player1', password: 'Pässwörd1' });
  });

  it('keeps each tab apart and forgets on request', () => {
    writeRememberedLogin({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '63' });
    expect(readRememberedLogin('username')).toBeNull();
    expect(readRememberedLogin('sms')?.countryDialingCode).toBe('63');
    forgetRememberedLogin('sms');
    expect(readRememberedLogin('sms')).toBeNull();
  });

  it('drops a corrupt entry', () => {
    localStorage.setItem('MC_REMEMBERED_LOGIN_username', '{"type":"username","username":"a","password":"%%%","countryDialingCode":""}');
    expect(readRememberedLogin('username')).toBeNull();
    expect(localStorage.getItem('MC_REMEMBERED_LOGIN_username')).toBeNull();
  });

  it('follows a password change of the same account only', () => {
    writeRememberedLogin({ type: 'username', username: 'player1', password: 'old-pass', countryDialingCode: '' });
    updateRememberedPassword('someone', 'x');
    expect(readRememberedLogin('username')?.password).toBe('old-pass');
    updateRememberedPassword('PLAYER1', 'new-pass');
    expect(readRememberedLogin('username')?.password).toBe('new-pass');
  });
});

describe('register method', () => {
  const win = (ua: string, standalone: boolean | undefined, displayStandalone: boolean) =>
    ({ navigator: { userAgent: ua, standalone }, matchMedia: () => ({ matches: displayStandalone }) }) as unknown as Window;

  it('is APP in the native shell, WEBCLIP on an iOS home-screen clip, PWA standalone, else H5', () => {
    expect(detectRegisterMethod(win('Mozilla/5.0 InApp/2.1', undefined, false))).toBe('APP');
    expect(detectRegisterMethod(win('Mozilla/5.0 (iPhone)', true, true))).toBe('WEBCLIP');
    expect(detectRegisterMethod(win('Mozilla/5.0 (Linux; Android 14)', undefined, true))).toBe('PWA');
    expect(detectRegisterMethod(win('Mozilla/5.0 (Linux; Android 14)', undefined, false))).toBe('H5');
  });

  it('is WEBCLIP, with Device OTHERS, for the whole tab after a launch from the profile’s Web Clip', () => {
    const safari = win('Mozilla/5.0 (iPhone)', false, false);
    rememberWebClipLaunch({ location: { search: '?tab=1' } } as unknown as Window);
    expect([detectRegisterMethod(safari), deviceHeader(safari)]).toEqual(['H5', 'MOBILE']);
    rememberWebClipLaunch({ location: { search: '?launch=webclip' } } as unknown as Window);
    // Later loads of the tab have lost the query, not the launch.
    rememberWebClipLaunch({ location: { search: '' } } as unknown as Window);
    expect([detectRegisterMethod(safari), deviceHeader(safari)]).toEqual(['WEBCLIP', 'OTHERS']);
  });
});

describe('a code request that the server may ask a captcha of', () => {
  const captchaOf = (shown: boolean) => {
    const calls: string[] = [];
    const captcha: Captcha = {
      shown,
      image: null,
      captchaId: shown ? 'c-1' : null,
      answer: shown ? '123456' : '',
      setAnswer: () => undefined,
      show: async () => void calls.push('show'),
      refresh: async () => void calls.push('refresh'),
    };
    return { captcha, calls };
  };

  it('sends no captcha until asked, then shows one when the server asks', async () => {
    const { captcha, calls } = captchaOf(false);
    const sent: unknown[] = [];
    const asked = new ApiError('err_captcha_required', 400, { field: 'captcha', captcha: true });
    await expect(requestCode(captcha, async (solved) => sent.push(solved) && Promise.reject(asked))).rejects.toBe(asked);
    expect([sent, calls]).toEqual([[{}], ['show']]);
    // Any other refusal leaves the captcha alone.
    await expect(requestCode(captcha, () => Promise.reject(new ApiError('err_sms_too_soon', 429)))).rejects.toMatchObject({ messageKey: 'err_sms_too_soon' });
    expect(calls).toEqual(['show']);
  });

  it('sends the shown captcha with the request, and draws a new one after, whatever the answer', async () => {
    const { captcha, calls } = captchaOf(true);
    const sent: unknown[] = [];
    await requestCode(captcha, async (solved) => {
      sent.push(solved);
      return { expirationTime: 1 };
    });
    expect([sent, calls]).toEqual([[{ captchaId: 'c-1', captcha: '123456' }], ['refresh']]);
    await expect(requestCode(captcha, () => Promise.reject(new ApiError('err_captcha_wrong', 400, { captcha: true })))).rejects.toBeTruthy();
    expect(calls).toEqual(['refresh', 'show']);
  });
});

describe('where the login screen returns', () => {
  it('to an app path other than login itself, from the state a page left', () => {
    expect(returnPath({ from: '/m/withdraw' })).toBe('/m/withdraw');
    expect(returnPath({ from: '/m/gameList?gameType=RNG' })).toBe('/m/gameList?gameType=RNG');
    for (const state of [null, {}, { from: 7 }, { from: 'https://elsewhere.example/m/home' }, { from: '/m/login' }, { from: '/m/Login/' }]) {
      expect(returnPath(state)).toBeNull();
    }
  });

  it('by going back a step only when it was opened over the page it returns to', () => {
    window.history.replaceState(null, '', '/m/home?tab=1');
    const { state } = loginOverThisPage();
    expect(state).toEqual({ from: '/m/home?tab=1', over: true });
    expect(opensOverReturn(state)).toBe(true);
    expect(opensOverReturn({ from: '/m/withdraw' })).toBe(false);
    expect(opensOverReturn({ from: '/m/login', over: true })).toBe(false);
  });
});
