import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { REWARD_LIMITS } from '#src/shared/contract/promotions';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { CloseIcon } from '#src/shared/ui/icons';
import { addPictures, type PictureRefusal } from '../lib/reward-validation';
import styles from './ImagePicker.module.css';

export type ChosenPicture = { id: number; file: File; url: string };

let nextId = 1;

/**
 * The chosen pictures with their preview URLs. A URL is revoked when its picture is removed and
 * when the screen goes, so previews never outlive what they show.
 */
export function usePictureSelection() {
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const live = urls.current;
    return () => {
      for (const url of live) URL.revokeObjectURL(url);
      live.clear();
    };
  }, []);

  /** Adds what passes the rules; returns the refusals (the refused files are not added). */
  function add(files: readonly File[]): PictureRefusal[] {
    const { chosen, refused } = addPictures(
      pictures.map((p) => p.file),
      files,
    );
    const added = chosen.slice(pictures.length).map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { id: nextId++, file, url };
    });
    if (added.length > 0) setPictures([...pictures, ...added]);
    return refused;
  }

  function remove(id: number): void {
    const picture = pictures.find((p) => p.id === id);
    if (!picture) return;
    URL.revokeObjectURL(picture.url);
    urls.current.delete(picture.url);
    setPictures(pictures.filter((p) => p.id !== id));
  }

  return { pictures, add, remove };
}

type Props = {
  pictures: readonly ChosenPicture[];
  onPick: (files: File[]) => void | Promise<void>;
  onRemove: (id: number) => void;
  required: boolean;
  refusals: readonly PictureRefusal[];
  disabled?: boolean;
  requiredMark: ReactNode;
};

/** The image picker (product rule 9.14): 4 per row, previews with a remove button, an add tile while fewer than 3. */
export function ImagePicker({ pictures, onPick, onRemove, required, refusals, disabled, requiredMark }: Props) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const errorId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length > 0) void onPick(files);
  };
  return (
    <fieldset className={styles.picker} aria-describedby={refusals.length > 0 ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>
        <Trans id="reward_pictures">Pictures</Trans> {required && requiredMark}
      </legend>
      <p id={hintId} className={styles.hint}>
        <Trans id="reward_pictures_hint">JPG, JPEG or PNG, up to 5 MB each, at most 3.</Trans>{' '}
        <span className={styles.count}>
          {pictures.length}/{REWARD_LIMITS.maxImages}
        </span>
      </p>
      <ul className={styles.grid}>
        {pictures.map((picture, index) => {
          const n = index + 1;
          const name = picture.file.name;
          return (
            <li key={picture.id} className={styles.tile} data-testid="reward-image-preview">
              <img className={styles.preview} src={picture.url} alt={t({ id: 'reward_picture_alt', message: `Picture ${n}: ${name}` })} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(picture.id)}
                disabled={disabled}
                aria-label={t({ id: 'reward_picture_remove', message: `Remove picture ${n}` })}
                data-testid="reward-image-remove"
              >
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
        {pictures.length < REWARD_LIMITS.maxImages && (
          <li className={styles.tile}>
            <label className={`${styles.add} ${disabled ? styles.addDisabled : ''}`}>
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
                <path d="M12 5v14M5 12h14" />
              </svg>
              <span className={styles.addText}>
                <Trans id="reward_picture_add">Add</Trans>
              </span>
              <input
                className="visually-hidden"
                type="file"
                accept={REWARD_LIMITS.imageTypes.join(',')}
                multiple
                disabled={disabled}
                onChange={onChange}
                aria-describedby={hintId}
                aria-label={t({ id: 'reward_picture_add_label', message: 'Add pictures' })}
                data-testid="reward-images"
              />
            </label>
          </li>
        )}
      </ul>
      <div id={errorId} className={styles.errors} role="alert" data-testid="reward-image-error">
        {refusals.map((key) => (
          <p key={key}>{i18n._(SERVER_MESSAGES[key])}</p>
        ))}
      </div>
    </fieldset>
  );
}
