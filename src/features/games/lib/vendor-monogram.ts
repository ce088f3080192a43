/**
 * The letters that stand for a vendor when its logo is missing or fails to load, as its logo's
 * badge draws them: an acronym the name starts with (TCG, TF), else the initials of its first two
 * words or camel-case parts, else its first two letters.
 */
export function vendorMonogram(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  if (/^[A-Z0-9]{2,3}$/.test(first)) return first;
  const parts = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = parts.length > 1 ? parts.slice(0, 2).map((w) => [...w][0] ?? '') : [...(parts[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}
