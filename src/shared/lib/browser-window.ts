/** The page's window, or undefined where the app is rendered without a browser (on the server). */
export function browserWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
