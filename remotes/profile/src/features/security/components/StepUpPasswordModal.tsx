import { useState, type FormEvent } from 'react';
import { useTranslation } from '@account/i18n';
import { Button, ErrorSummary, Modal, Notice, PasswordField, theme } from '@account/ui';
import { NS } from '../../../i18n';
import type { StepUpFailure } from '@account/api-client';

const FIELD_ID = 'passkeys-step-up-password';

interface StepUpPasswordModalProps {
  /** What the last try with a password ended in; null before the first. */
  failure: StepUpFailure | null;
  busy: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/**
 * The password asked again before a passkey change when the login is older than 15 minutes;
 * mounted only while shown, so the password is gone once it closes.
 */
export function StepUpPasswordModal({
  failure,
  busy,
  onConfirm,
  onCancel,
}: StepUpPasswordModalProps) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const [submitCount, setSubmitCount] = useState(0);
  const fieldError =
    submitCount > 0 && !password
      ? t('security.passkeys.stepUp.required')
      : failure === 'wrongPassword'
        ? t('security.passkeys.stepUp.wrong')
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (password) onConfirm(password);
  }

  return (
    <Modal open title={t('security.passkeys.stepUp.title')} onClose={onCancel} closeButton={false}>
      <form noValidate onSubmit={submit}>
        <p>{t('security.passkeys.stepUp.body')}</p>
        <ErrorSummary
          errors={fieldError ? [{ fieldId: FIELD_ID, message: fieldError }] : []}
          submitCount={submitCount}
        />
        {failure === 'tooMany' && (
          <Notice tone="warning">{t('security.passkeys.stepUp.tooMany')}</Notice>
        )}
        <PasswordField
          id={FIELD_ID}
          label={t('security.passkeys.stepUp.password')}
          autoComplete="current-password"
          autoFocus
          error={fieldError}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
          <Button variant="secondary" onClick={onCancel}>
            {t('security.passkeys.stepUp.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('security.passkeys.stepUp.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
