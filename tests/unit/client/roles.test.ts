import { describe, expect, it } from 'vitest';
import { type InviteAccess, inviteAccess, isAgent, isTrial } from '../../../src/shared/session/roles';

describe('roles (SPEC section 6)', () => {
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
});
