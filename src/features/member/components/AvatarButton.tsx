import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { showToast } from '#src/shared/ui/toast-store';
import { setHeadIcon } from '../member-store';
import { Avatar } from './Avatar';
import styles from './AvatarButton.module.css';
import { AvatarEditor } from './AvatarEditor';

/**
 * The member centre's head icon: tapping it opens the picker. A trial account cannot change it
 * (free_reject, product rule 6.4), as the server refuses.
 */
export function AvatarButton({ trial, owner }: { trial: boolean; owner: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => (trial ? showToast(SERVER_MESSAGES.free_reject, { tone: 'error' }) : setOpen(true))}
        aria-label={t({ id: 'avatar_edit', message: 'Change your picture' })}
        data-testid="avatar-edit"
      >
        <Avatar size={52} />
        <span className={styles.badge} aria-hidden="true">
          <svg
            aria-hidden="true"
            width="12"
            height="12"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
          </svg>
        </span>
      </button>
      {open && <AvatarEditor onClose={() => setOpen(false)} onSaved={(icon) => void setHeadIcon(owner, icon)} />}
    </>
  );
}
