import { ApiError } from '#src/shared/api/client';
import { loginFailureValueSchema } from '#src/shared/contract/auth';
import type { Captcha } from './use-captcha';

/** The server's answer asks for a captcha (its value says so). */
export function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && loginFailureValueSchema.safeParse(error.value).data?.captcha === true;
}

/**
 * Asks for a one-time code, with the captcha's answer when one is on screen. Once a number has
 * had its codes for the hour, the server asks for a captcha before another (so nobody can keep a
 * player from their codes by asking for them): it shows, and the player's next tap sends it. A
 * captcha is single use, so one that went with a request is drawn anew.
 */
export async function requestCode<T>(captcha: Captcha, send: (solved: { captchaId?: string; captcha?: string }) => Promise<T>): Promise<T> {
  const solved = captcha.shown && captcha.captchaId ? { captchaId: captcha.captchaId, captcha: captcha.answer } : {};
  let asked = false;
  try {
    return await send(solved);
  } catch (error) {
    asked = asksForCaptcha(error);
    throw error;
  } finally {
    if (asked) void captcha.show();
    else if (solved.captchaId) void captcha.refresh();
  }
}
