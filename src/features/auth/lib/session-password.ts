/**
 * The password typed at login, held in memory only for this page's life, so change-password can
 * skip asking for the old one (product rule 2.18).
 */
let held: string | null = null;

export function holdSessionPassword(password: string | null): void {
  held = password;
}

export function sessionPassword(): string | null {
  return held;
}
