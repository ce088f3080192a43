/** A member's invitation: the registration page with their code (registration reads affiliateCode). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/m/register?affiliateCode=${encodeURIComponent(code)}`;
}
