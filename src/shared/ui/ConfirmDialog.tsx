import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

type Props = {
  testId: string;
  /** The question; in_popup_prompt ("Prompt", product rule 8.6) when the body asks it. */
  title?: ReactNode;
  children: ReactNode;
  /** What the confirming button says (Confirm unless given). */
  confirmLabel?: ReactNode;
  /** An answer the screen does not lead to (declining) is not drawn as the main action. */
  confirmVariant?: 'primary' | 'secondary';
  /** While the answer is sent: both buttons wait, and the dialog does not close. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something that cannot be taken back: Cancel, and the confirming button. */
export function ConfirmDialog({ testId, title, children, confirmLabel, confirmVariant = 'primary', busy = false, onConfirm, onCancel }: Props) {
  return (
    <Modal
      testId={testId}
      title={title ?? <Trans id="in_popup_prompt">Prompt</Trans>}
      onClose={() => !busy && onCancel()}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel} data-testid="confirm-cancel">
            <Trans id="cancel">Cancel</Trans>
          </Button>
          <Button variant={confirmVariant} disabled={busy} onClick={onConfirm} data-testid="confirm-ok">
            {confirmLabel ?? <Trans id="confirm">Confirm</Trans>}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
