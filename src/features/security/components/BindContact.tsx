import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ApiError } from '#src/shared/api/api-error';
import type { MessageKey } from '#src/shared/contract/message-keys';
import type { SecurityOverview } from '#src/shared/contract/security';
import { checkEmail, checkMobile, checkSmsCode, LIMITS } from '#src/shared/contract/validation';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { Button } from '#src/shared/ui/Button';
import { CountryCodeSelect, DEFAULT_DIALING_CODE } from '#src/shared/ui/CountryCodeSelect';
import formStyles from '#src/shared/ui/FormParts.module.css';
import { ChevronRightIcon } from '#src/shared/ui/icons';
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
          <BindForm
            kind={kind}
            onCancel={() => setOpen(false)}
            onBound={(next) => {
              setOpen(false);
              onBound(next);
            }}
          />
        </Modal>
      )}
    </li>
  );
}

type Field = 'target' | 'code';

function BindForm({ kind, onBound, onCancel }: { kind: Kind; onBound: (next: SecurityOverview) => void; onCancel: () => void }) {
  const { _ } = useLingui();
  const [target, setTarget] = useState('');
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const [sending, setSending] = useState(false);
  const checkTarget = kind === 'mobile' ? checkMobile : checkEmail;
  const text = (field: Field) => {
    const key = errors[field];
    return key ? _(SERVER_MESSAGES[key]) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { target: checkTarget(target) ?? undefined, code: checkSmsCode(code) ?? undefined };
    setErrors(next);
    if (next.target || next.code || sending) return;
    setSending(true);
    try {
      const saved =
        kind === 'mobile' ? await bindMobile({ mobileNum: target, countryDialingCode: dialingCode, code }) : await bindEmail({ email: target, code });
      showToast(SAVED, { tone: 'success' });
      onBound(saved);
    } catch (e) {
      // Taken numbers and wrong codes go beside their field; what was typed stays.
      const field = e instanceof ApiError && typeof e.value === 'object' && e.value !== null && 'field' in e.value ? String(e.value.field) : null;
      if (e instanceof ApiError && field === 'code') setErrors({ code: e.messageKey });
      else if (e instanceof ApiError && (field === 'mobileNum' || field === 'email')) setErrors({ target: e.messageKey });
      else showToast(describeError(e), { tone: 'error', ms: 3000 });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {kind === 'mobile' ? (
        <div className={formStyles.row}>
          <CountryCodeSelect value={dialingCode} onChange={setDialingCode} testId="bind-mobile-country-code" />
          <div className={formStyles.grow}>
            <TextField
              testId="bind-mobile-number"
              label={<Trans id="mobile_label">Mobile number</Trans>}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={LIMITS.mobile}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              error={text('target')}
            />
          </div>
        </div>
      ) : (
        <TextField
          testId="bind-email-address"
          label={<Trans id="field_email">E-mail</Trans>}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          error={text('target')}
        />
      )}
      <SmsCodeField
        testId={`bind-${kind}-code`}
        value={code}
        onChange={setCode}
        error={text('code')}
        canRequest={checkTarget(target) === null}
        request={() =>
          kind === 'mobile'
            ? sendSecurityCode({ purpose: 'bind_mobile', mobileNum: target, countryDialingCode: dialingCode })
            : sendSecurityCode({ purpose: 'bind_email', email: target })
        }
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          <Trans id="cancel">Cancel</Trans>
        </Button>
        <Button type="submit" disabled={sending} data-testid={`bind-${kind}-save`}>
          <Trans id="security_bind_save">Bind</Trans>
        </Button>
      </div>
    </form>
  );
}
