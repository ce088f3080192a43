import type { MessageDescriptor } from '@lingui/core';
import { proxy } from 'valtio';

export type Toast = { id: number; message: MessageDescriptor; tone: 'info' | 'success' | 'error' };

/** Default toast time (product rule 9.4). */
export const TOAST_MS = 1500;

export const toastStore = proxy<{ current: Toast | null }>({ current: null });

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows one toast at a time; a new one replaces the old. */
export function showToast(message: MessageDescriptor, options: { ms?: number; tone?: Toast['tone'] } = {}): void {
  const toast: Toast = { id: nextId++, message, tone: options.tone ?? 'info' };
  toastStore.current = toast;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (toastStore.current?.id === toast.id) toastStore.current = null;
  }, options.ms ?? TOAST_MS);
}
