import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showToast } from './toast-store';

const COPIED = msg({ id: 'copied', message: 'Copied' });
const COPY_FAILED = msg({ id: 'copy_value_failed', message: 'Could not copy; please select the text and copy it' });

/** Puts `value` on the clipboard and says so; where the browser refuses, asks for a manual copy. */
export async function copyText(value: string, done: MessageDescriptor = COPIED): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    showToast(done, { tone: 'success' });
    return true;
  } catch {
    showToast(COPY_FAILED, { tone: 'error' });
    return false;
  }
}
