import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ApiError } from '#src/shared/api/client';
import { pathTo } from '#src/shared/contract/app-routes';
import type { MessageKey } from '#src/shared/contract/message-keys';
import { checkPasswordChange } from '#src/shared/contract/validation';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { sessionStore } from '#src/shared/session/session-store';
import { Button } from '#src/shared/ui/Button';
import { LoadingOverlay } from '#src/shared/ui/LoadingOverlay';
import { Modal } from '#src/shared/ui/Modal';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { TextField } from '#src/shared/ui/TextField';
import { showToast } from '#src/shared/ui/toast-store';
import { changePassword } from '../api/change-password';
import { updateRememberedPassword } from '../lib/remembered-login';
import { holdSessionPassword, sessionPassword } from '../lib/session-password';
import styles from './LoginScreen.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const CHANGED = msg({ id: 'in_chang_saved', message: 'Changes saved' });
/** Success shows for 1 s, then home (product rule 4.18). */
const SUCCESS_MS = 1000;

export default function ChangePasswordScreen() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionStore);
  const held = sessionPassword();
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const [busy, setBusy] = useState(false);
  const [samePassword, setSamePassword] = useState(false);

  const set = (f: Field, value: string) => {
    setV((old) => ({ ...old, [f]: value }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const oldPassword = held ?? v.oldPassword;
    if (!oldPassword) {
      setErrors({ oldPassword: 'err_field_required' });
      return;
    }
    const found = checkPasswordChange({ oldPassword, newPassword: v.newPassword, confirmNewPassword: v.confirmNewPassword });
    // A new password equal to the old one is told in a popup; the rest beside their field (product rule 8.6).
    if (found?.message === 'err_same_password') {
      setSamePassword(true);
      return;
    }
    if (found) {
      setErrors({ [found.field]: found.message });
      return;
    }
    setBusy(true);
    try {
      await changePassword(oldPassword, v.newPassword, v.confirmNewPassword);
      holdSessionPassword(v.newPassword);
      if (info) updateRememberedPassword(info.userName, v.newPassword);
      showToast(CHANGED, { tone: 'success', ms: SUCCESS_MS });
      setTimeout(() => navigate(pathTo('home'), { replace: true }), SUCCESS_MS);
    } catch (error) {
      const key = error instanceof ApiError ? error.messageKey : 'err_unknown';
      const field =
        (error instanceof ApiError && (error.value as { field?: Field } | null)?.field) || (key === 'err_old_password_wrong' ? 'oldPassword' : 'newPassword');
      setErrors({ [field]: key });
      setBusy(false);
    }
  }

  const text = (f: Field) => (errors[f] ? _(SERVER_MESSAGES[errors[f]]) : undefined);
  return (
    <main className={styles.screen} data-testid="screen-changePsw">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="route_changePsw">Change password</Trans>
        </h1>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField testId="change-username" label={<Trans id="field_username">Username</Trans>} value={info?.userName ?? ''} readOnly />
        {!held && (
          <PasswordField
            testId="change-old-password"
            label={<Trans id="old_password">Old password</Trans>}
            autoComplete="current-password"
            value={v.oldPassword}
            onChange={(e) => set('oldPassword', e.target.value)}
            error={text('oldPassword')}
          />
        )}
        <PasswordField
          testId="change-new-password"
          label={<Trans id="new_password">New password</Trans>}
          autoComplete="new-password"
          value={v.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
          error={text('newPassword')}
        />
        <PasswordField
          testId="change-confirm-password"
          label={<Trans id="field_confirm_password">Confirm password</Trans>}
          autoComplete="new-password"
          value={v.confirmNewPassword}
          onChange={(e) => set('confirmNewPassword', e.target.value)}
          error={text('confirmNewPassword')}
        />
        <Button type="submit" block disabled={busy} data-testid="change-submit">
          <Trans id="confirm">Confirm</Trans>
        </Button>
      </form>
      {busy && <LoadingOverlay />}
      {samePassword && (
        <Modal
          testId="same-password-popup"
          title={<Trans id="in_popup_prompt">Prompt</Trans>}
          onClose={() => setSamePassword(false)}
          actions={
            <Button onClick={() => setSamePassword(false)} data-testid="same-password-ok">
              <Trans id="confirm">Confirm</Trans>
            </Button>
          }
        >
          <p>{_(SERVER_MESSAGES.err_same_password)}</p>
        </Modal>
      )}
    </main>
  );
}
