import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo } from '#src/shared/contract/app-routes';
import { passwordChangeForm } from '#src/shared/contract/validation';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { sessionStore } from '#src/shared/session/session-store';
import { Button } from '#src/shared/ui/Button';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { LoadingOverlay } from '#src/shared/ui/LoadingOverlay';
import { Modal } from '#src/shared/ui/Modal';
import { PasswordField } from '#src/shared/ui/PasswordField';
import { TextField } from '#src/shared/ui/TextField';
import { showToast } from '#src/shared/ui/toast-store';
import { changePassword } from '../api/change-password';
import { updateRememberedPassword } from '../lib/remembered-login';
import { holdSessionPassword, sessionPassword } from '../lib/session-password';
import styles from './LoginScreen.module.css';

const CHANGED = msg({ id: 'in_chang_saved', message: 'Changes saved' });
/** Success shows for 1 s, then home (product rule 4.18). */
const SUCCESS_MS = 1000;

export default function ChangePasswordScreen() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionStore);
  const held = sessionPassword();
  const { form, field, submit, busy } = useContractForm(passwordChangeForm, {
    defaultValues: { oldPassword: held ?? '', newPassword: '', confirmNewPassword: '' },
  });
  const [samePassword, setSamePassword] = useState(false);

  const onSubmit = submit(
    async ({ oldPassword, newPassword, confirmNewPassword }) => {
      await changePassword(oldPassword, newPassword, confirmNewPassword);
      holdSessionPassword(newPassword);
      if (info) updateRememberedPassword(info.userName, newPassword);
      showToast(CHANGED, { tone: 'success', ms: SUCCESS_MS });
      setTimeout(() => navigate(pathTo('home'), { replace: true }), SUCCESS_MS);
    },
    // A new password equal to the old one is told in a popup; the rest beside their field (product rule 8.6).
    (errors) => {
      if (errors.newPassword?.message !== 'err_same_password') return;
      form.clearErrors('newPassword');
      setSamePassword(true);
    },
  );

  return (
    <main className={styles.screen} data-testid="screen-changePsw">
      <div className={styles.heading}>
        <h1 className={styles.title}>
          <Trans id="route_changePsw">Change password</Trans>
        </h1>
      </div>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField testId="change-username" label={<Trans id="field_username">Username</Trans>} value={info?.userName ?? ''} readOnly />
        {!held && (
          <PasswordField
            testId="change-old-password"
            label={<Trans id="old_password">Old password</Trans>}
            autoComplete="current-password"
            {...field('oldPassword')}
          />
        )}
        <PasswordField
          testId="change-new-password"
          label={<Trans id="new_password">New password</Trans>}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          testId="change-confirm-password"
          label={<Trans id="field_confirm_password">Confirm password</Trans>}
          autoComplete="new-password"
          {...field('confirmNewPassword')}
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
