import { describe, expect, it } from 'vitest';
import { FLAGGED_SHORTCUTS, memberCentreLayoutFor, memberShortcuts } from '#src/app/member-shortcuts';
import type { WhitelabelFlag } from '#src/shared/contract/platform';

const GATED: readonly WhitelabelFlag[] = ['TRANSBETREPMEM3', 'TRANSREC3', 'PERSREP', 'REWCEN3', 'PTSYS3', 'SECPRIV', 'VIP3'];
/** The roles (product rule 6.1): visitor, member (0), the agent types and trial (4). */
const ROLES: readonly { name: string; type: number | undefined; agent: boolean }[] = [
  { name: 'visitor', type: undefined, agent: false },
  { name: 'member', type: 0, agent: false },
  { name: 'agent 1', type: 1, agent: true },
  { name: 'agent 2', type: 2, agent: true },
  { name: 'agent 41', type: 41, agent: true },
  { name: 'agent 42', type: 42, agent: true },
  { name: 'trial', type: 4, agent: false },
];

function* combinations() {
  for (let mask = 0; mask < 1 << GATED.length; mask += 1) {
    const flags = new Set(GATED.filter((_, i) => mask & (1 << i)));
    for (const role of ROLES)
      for (const referral of [false, true])
        for (const login of [null, { enabled: false, count: 0 }, { enabled: true, count: 0 }, { enabled: true, count: 2 }])
          yield { flags, role, referral, login };
  }
}

/** The side menu (product rule 2.8): each flagged entry's whitelabel flag. */
const SHORTCUT_FLAGS = {
  gameRecord: 'TRANSBETREPMEM3',
  'transaction/record': 'TRANSREC3',
  profitandloss: 'PERSREP',
  rewardCenter: 'REWCEN3',
  'mall/mallHome': 'PTSYS3',
  securityCenter: 'SECPRIV',
} as const;

describe('member centre shortcuts, every flag and role combination (product rule 6.12)', () => {
  it('shows each shortcut by its own rule, in a fixed order', () => {
    let cases = 0;
    for (const { flags, role, referral, login } of combinations()) {
      cases += 1;
      const shown = memberShortcuts({ type: role.type, flags, referral: { enabled: referral }, login });
      const keys = shown.map((s) => s.key);
      const visitor = role.type === undefined;
      const where = `${role.name} ${[...flags].join(',')} referral=${referral} login=${JSON.stringify(login)}`;
      for (const item of FLAGGED_SHORTCUTS) expect(keys.includes(item.key), `${item.key}: ${where}`).toBe(!visitor && flags.has(SHORTCUT_FLAGS[item.key]));
      expect(keys.includes('inviteFriends'), `invite: ${where}`).toBe(visitor || (referral && !role.agent));
      expect(keys.includes('member/benefits'), `benefits: ${where}`).toBe(visitor || flags.has('VIP3'));
      expect(keys.includes('activity/signIn'), `sign-in: ${where}`).toBe(visitor || login?.enabled === true);
      const dot = shown.find((s) => s.key === 'activity/signIn')?.dot ?? false;
      expect(dot, `dot: ${where}`).toBe(!visitor && role.type !== 4 && login?.enabled === true && login.count > 0);
      const order = [
        'gameRecord',
        'transaction/record',
        'profitandloss',
        'rewardCenter',
        'mall/mallHome',
        'securityCenter',
        'inviteFriends',
        'member/benefits',
        'activity/signIn',
      ];
      expect(keys).toEqual(order.filter((k) => keys.includes(k as never)));
    }
    expect(cases).toBe(128 * ROLES.length * 2 * 4);
  });

  it('treats promotions not known yet as off', () => {
    const keys = memberShortcuts({ type: 0, flags: new Set(), referral: null, login: null }).map((s) => s.key);
    expect(keys).toEqual([]);
  });
});

describe('member centre layout (product rule 4.11)', () => {
  it.each([
    ['1', 'new'],
    ['0', 'base'],
    ['', 'base'],
    [undefined, 'base'],
  ] as const)('mem_cen %j gives the %s version', (memCen, layout) => {
    expect(memberCentreLayoutFor(memCen)).toBe(layout);
  });
});
