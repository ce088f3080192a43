import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { HEAD_ICON_LIMITS, type HeadIcon } from '#src/shared/contract/head-icon';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { pictureProblem, splitByContent } from '#src/shared/lib/image-files';
import { useLoad } from '#src/shared/lib/use-load';
import { Button } from '#src/shared/ui/Button';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { Modal } from '#src/shared/ui/Modal';
import { showToast } from '#src/shared/ui/toast-store';
import { choosePreset, getHeadIcon, uploadHeadIcon } from '../api/head-icon';
import { Avatar } from './Avatar';
import styles from './AvatarEditor.module.css';

const SAVED = msg({ id: 'in_chang_saved', message: 'Changes saved' });
const RULE = { extensions: HEAD_ICON_LIMITS.extensions, types: HEAD_ICON_LIMITS.types, maxBytes: HEAD_ICON_LIMITS.maxBytes };

/** The picked file's problem before anything travels: its name and type, its size, then its bytes. */
async function problemOf(file: File): Promise<MessageDescriptor | null> {
  const problem = pictureProblem(file, RULE);
  if (problem === 'size') return SERVER_MESSAGES.err_head_icon_size;
  if (problem === 'type' || (await splitByContent([file], HEAD_ICON_LIMITS.types)).images.length === 0) return SERVER_MESSAGES.err_head_icon_type;
  return null;
}

/**
 * The image picker for the head icon (product rule 9.14): the presets 4 per row, and a picture of the
 * member's own (jpg, jpeg, png or gif, at most 5 MB). A choice is saved at once; `onSaved` shows
 * it everywhere.
 */
export function AvatarEditor({ onClose, onSaved }: { onClose: () => void; onSaved: (icon: HeadIcon) => void }) {
  const { t, i18n } = useLingui();
  const { loaded, retry, set } = useLoad(getHeadIcon);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);

  async function save(send: () => Promise<HeadIcon>) {
    setBusy(true);
    setError(null);
    try {
      const icon = await send();
      set((state) => ({ ...state, current: icon }));
      onSaved(icon);
      showToast(SAVED, { tone: 'success', ms: 1000 });
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = await problemOf(file);
    if (problem) setError(problem);
    else await save(() => uploadHeadIcon(file));
  }

  const current = loaded.state === 'ready' ? loaded.value.current : null;
  return (
    <Modal
      title={<Trans id="avatar_title">Your picture</Trans>}
      onClose={onClose}
      testId="avatar-editor"
      actions={
        <Button variant="secondary" onClick={onClose}>
          <Trans id="close">Close</Trans>
        </Button>
      }
    >
      {loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} />}
      {loaded.state === 'ready' && (
        <>
          <ul className={styles.grid} aria-label={t({ id: 'avatar_presets', message: 'Pictures to choose from' })}>
            {loaded.value.presets.map((preset) => (
              <li key={preset}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={current?.kind === 'preset' && current.preset === preset}
                  aria-label={t({ id: 'avatar_preset', message: `Picture ${preset}` })}
                  disabled={busy}
                  onClick={() => void save(() => choosePreset(preset))}
                  data-testid="avatar-preset"
                >
                  <Avatar size={48} icon={{ kind: 'preset', preset }} />
                </button>
              </li>
            ))}
          </ul>
          <label className={`${styles.upload} ${busy ? styles.disabled : ''}`}>
            <Trans id="avatar_upload">Upload your own picture</Trans>
            <input
              className="visually-hidden"
              type="file"
              accept={HEAD_ICON_LIMITS.types.join(',')}
              disabled={busy}
              onChange={(e) => void onPick(e)}
              data-testid="avatar-upload"
            />
          </label>
          <p className={styles.hint}>
            <Trans id="avatar_upload_hint">JPG, JPEG, PNG or GIF, up to 5 MB.</Trans>
          </p>
        </>
      )}
      <div className={styles.error} role="alert" data-testid="avatar-error">
        {error && i18n._(error)}
      </div>
    </Modal>
  );
}
