import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types): prompt() once, then userChoice settles. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type PromptOutcome = 'accepted' | 'dismissed' | 'unavailable';

type State = {
  readonly deferred: BeforeInstallPromptEvent | null;
  /** The prompt is open: the button waits instead of calling prompt() again (which would throw). */
  readonly prompting: boolean;
  readonly installed: boolean;
};

const INITIAL: State = { deferred: null, prompting: false, installed: false };
let state: State = INITIAL;
const listeners = new Set<() => void>();
let listening = false;

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function isPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/**
 * Starts listening (once) for the browser's install events. beforeinstallprompt fires once per page
 * load, maybe before home has rendered, so the event is kept here rather than in a component:
 * preventDefault stops Chrome's own mini-infobar, and the event waits for the player's tap.
 * appinstalled ends the offer for this page.
 */
export function captureInstallPrompt(win: Window = window): void {
  if (listening) return;
  listening = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isPromptEvent(event)) return;
    event.preventDefault();
    set({ deferred: event, prompting: false });
  });
  win.addEventListener('appinstalled', () => set({ deferred: null, installed: true }));
}

// Listen as soon as this module loads (with home's chunk, before any component mounts); guarded so
// that importing it where there is no window (a build-time prerender) does nothing.
if (typeof window !== 'undefined') captureInstallPrompt(window);

/**
 * Shows the kept prompt. The event can be used once: when the player has answered (userChoice),
 * it is dropped and the install button goes away; a dismissed prompt comes back as a new event on
 * a later visit, an accepted one is followed by appinstalled.
 */
export async function showInstallPrompt(): Promise<PromptOutcome> {
  const event = state.deferred;
  if (!event || state.prompting) return 'unavailable';
  set({ prompting: true });
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    // prompt() rejects when called twice or without a user gesture: nothing to offer any more.
    return 'unavailable';
  } finally {
    set({ deferred: state.deferred === event ? null : state.deferred, prompting: false });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export type InstallPromptState = { canPrompt: boolean; prompting: boolean; installed: boolean };

/** Whether the browser's install prompt can be shown now, and whether the app was just installed. */
export function useInstallPrompt(): InstallPromptState {
  const current = useSyncExternalStore(subscribe, snapshot, () => INITIAL);
  return { canPrompt: current.deferred !== null, prompting: current.prompting, installed: current.installed };
}

/** Tests only: forget what was captured. */
export function resetInstallPromptForTests(): void {
  state = INITIAL;
  for (const listener of listeners) listener();
}
