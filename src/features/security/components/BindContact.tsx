import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { SecurityOverview } from '#src/shared/contract/security';
import { bindEmailForm, bindMobileForm, checkEmail, checkMobile, LIMITS } from '#src/shared/contract/validation';
import { Button } from '#src/shared/ui/Button';
import { DEFAULT_DIALING_CODE } from '#src/shared/ui/CountryCodeSelect';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { ChevronRightIcon } from '#src/shared/ui/icons';
import { MobileField } from '#src/shared/ui/MobileField';
import { Modal } from '#src/shared/ui/Modal';
import { SmsCodeField } from '#src/shared/ui/SmsCodeField';
import { TextField } from '#src/shared/ui/TextField';
import { showToast } from '#src/shared/ui/toast-store';
import { bindEmail, bindMobile, sendSecurityCode } from '../api/security';
import styles from './SecurityCentre.module.css';
import { SAVED } from './saved-message';

type Kind = 'mobile' | 'email';
type Props = { kind: Kind; value: string | null; onBound: (next: SecurityOverview) => void };

/** The bound mobile or e-mail (masked) with a tap to bind one, or to replace it, by a code sent to the new one. */
export function BindContactRow({ kind, value, onBound }: Props) {
  const [open, setOpen] = useState(false);
  const close = (next: SecurityOverview) => {
    setOpen(false);
    onBound(next);
  };
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => setOpen(true)} data-testid={kind === 'mobile' ? 'security-mobile' : 'security-email'}>
        <span className={styles.rowLabel}>
          {kind === 'mobile' ? <Trans id="security_mobile">Mobile number</Trans> : <Trans id="security_email">E-mail</Trans>}
        </span>
        <span className={styles.muted}>{value ?? <Trans id="security_not_bound">Not bound</Trans>}</span>
        <ChevronRightIcon size={16} />
      </button>
      {open && (
        <Modal
          title={
            kind === 'mobile' ? <Trans id="security_bind_mobile">Bind a mobile number</Trans> : <Trans id="security_bind_email">Bind an e-mail address</Trans>
          }
          onClose={() => setOpen(false)}
          testId={`bind-${kind}-dialog`}
        >
          {kind === 'mobile' ? (
            <BindMobileForm onCancel={() => setOpen(false)} onBound={close} />
          ) : (
            <BindEmailForm onCancel={() => setOpen(false)} onBound={close} />
          )}
        </Modal>
      )}
    </li>
  );
}

type FormProps = { onBound: (next: SecurityOverview) => void; onCancel: () => void };

function BindMobileForm({ onBound, onCancel }: FormProps) {
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const { form, field, controlled, submit, busy } = useContractForm(bindMobileForm, { defaultValues: { mobileNum: '', code: '' } });
  const onSubmit = submit(async (values) => bound(await bindMobile({ ...values, countryDialingCode: dialingCode }), onBound));
  const mobileNum = form.watch('mobileNum');
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <MobileField
        testId="bind-mobile-number"
        countryTestId="bind-mobile-country-code"
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        {...field('mobileNum')}
      />
      <SmsCodeField
        testId="bind-mobile-code"
        {...controlled('code')}
        canRequest={checkMobile(mobileNum) === null}
        request={() => sendSecurityCode({ purpose: 'bind_mobile', mobileNum, countryDialingCode: dialingCode })}
      />
      <BindActions kind="mobile" busy={busy} onCancel={onCancel} />
    </form>
  );
}

function BindEmailForm({ onBound, onCancel }: FormProps) {
  const { form, field, controlled, submit, busy } = useContractForm(bindEmailForm, { defaultValues: { email: '', code: '' } });
  const onSubmit = submit(async (values) => bound(await bindEmail(values), onBound));
  const email = form.watch('email');
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        testId="bind-email-address"
        label={<Trans id="field_email">E-mail</Trans>}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        {...field('email')}
      />
      <SmsCodeField
        testId="bind-email-code"
        {...controlled('code')}
        canRequest={checkEmail(email) === null}
        request={() => sendSecurityCode({ purpose: 'bind_email', email })}
      />
      <BindActions kind="email" busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** Saved: the player hears so, and the centre shows the new (masked) contact. Taken numbers and wrong codes go beside their field. */
function bound(saved: SecurityOverview, onBound: (next: SecurityOverview) => void) {
  showToast(SAVED, { tone: 'success' });
  onBound(saved);
}

function BindActions({ kind, busy, onCancel }: { kind: Kind; busy: boolean; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        <Trans id="cancel">Cancel</Trans>
      </Button>
      <Button type="submit" disabled={busy} data-testid={`bind-${kind}-save`}>
        <Trans id="security_bind_save">Bind</Trans>
      </Button>
    </div>
  );
}
