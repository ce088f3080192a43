/** Merchant colours: each entry overrides one design token (a CSS custom property) on :root. */
export function applyTheme(theme: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [property, value] of Object.entries(theme)) {
    if (property.startsWith('--') && !/[;{}]/.test(value)) root.style.setProperty(property, value);
  }
}
