/**
 * A ledger row's reference says where the money came from. Orders and games use their own
 * references (D…/W… order numbers, a game's node id); the sources below write `source:detail`
 * so the transaction record can say it in the player's language instead of showing a key.
 */
export const REFERENCE_SOURCES = ['sign-in', 'referral', 'trial', 'mall', 'reward'] as const;
export type ReferenceSource = (typeof REFERENCE_SOURCES)[number];

export function ledgerReference(source: ReferenceSource, detail: string | number): string {
  return `${source}:${detail}`;
}

export type ParsedReference = { source: ReferenceSource; detail: string } | { source: null; detail: string };

export function parseLedgerReference(reference: string): ParsedReference {
  const colon = reference.indexOf(':');
  const source = colon > 0 ? reference.slice(0, colon) : '';
  if ((REFERENCE_SOURCES as readonly string[]).includes(source)) return { source: source as ReferenceSource, detail: reference.slice(colon + 1) };
  return { source: null, detail: reference };
}
