import { describe, expect, it } from 'vitest';
import { type InviteAccess, inviteAccess, isAgent, isTrial, type SignInEntry, signInEntry } from '#src/shared/contract/roles';

describe('roles (product rules 6.1, 6.6 and 6.7)', () => {
  it('knows trial and agent types', () => {
    expect(isTrial(4)).toBe(true);
    expect(isTrial(0)).toBe(false);
    for (const t of [1, 2, 41, 42]) expect(isAgent(t)).toBe(true);
    for (const t of [0, 4, 40]) expect(isAgent(t)).toBe(false);
  });

  // type (undefined = visitor), REFERRAL promotion enabled, what the invite entry does
  const cases: [number | undefined, boolean, InviteAccess][] = [
    [undefined, true, 'login'],
    [undefined, false, 'login'],
    [0, true, 'allowed'],
    [0, false, 'hidden'],
    [4, true, 'free_reject'],
    [4, false, 'hidden'],
    [1, true, 'hidden'],
    [2, true, 'hidden'],
    [41, true, 'hidden'],
    [42, true, 'hidden'],
    [42, false, 'hidden'],
  ];
  it.each(cases)('invite for type %s with REFERRAL %s: %s', (type, referral, expected) => {
    expect(inviteAccess(type, referral)).toBe(expected);
  });

  const on = (count: number) => ({ enabled: true, count });
  const off = { enabled: false, count: 0 };
  // type (undefined = visitor), LOGIN counter (null = not known yet), what the sign-in entry shows
  const signInCases: [number | undefined, { enabled: boolean; count: number } | null, SignInEntry][] = [
    [undefined, null, { dot: false }],
    [undefined, off, { dot: false }],
    [0, on(1), { dot: true }],
    [0, on(0), { dot: false }],
    [0, off, 'hidden'],
    [0, null, 'hidden'],
    [1, on(1), { dot: true }],
    [42, on(0), { dot: false }],
    [42, off, 'hidden'],
    [4, on(1), { dot: false }],
    [4, off, 'hidden'],
  ];
  it.each(signInCases)('sign-in entry for type %s with LOGIN %o: %o', (type, login, expected) => {
    expect(signInEntry(type, login)).toEqual(expected);
  });
});
