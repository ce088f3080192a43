/** The member of a route the contract marks `auth: true` (the contract route has refused null). */
export function currentMemberId(c: { get(key: 'memberId'): number | null }): number {
  const id = c.get('memberId');
  if (id === null) throw new Error('auth route reached without a member');
  return id;
}
