import { useState, type FormEvent } from 'react';
import { useTranslation } from '@account/i18n';
import { Button, ErrorSummary, Modal, Notice, PasswordField, theme } from '@account/ui';
import { NS } from '../i18n';
import type { StepUpFailure } from '@account/api-client';

const FIELD_ID = 'step-up-password';

interface PasswordFormProps {
  /** What the last try with a password ended in; null before the first. */
  failure: StepUpFailure | null;
  /** The action's own failure (save or delete error), shown above the field. */
  errorMessage?: string | undefined;
  busy: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  /** Inside a modal that already showed another step: the field takes the focus the pressed button had. */
  focusField?: boolean;
}

/**
 * The password asked again; mounted only while shown, so the password is gone once it closes.
 * Used as the second step of the delete modal and inside `PasswordModal`.
 */
export function PasswordForm({
  failure,
  errorMessage,
  busy,
  onConfirm,
  onCancel,
  focusField = false,
}: PasswordFormProps) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const [submitCount, setSubmitCount] = useState(0);
  const missing = submitCount > 0 && !password;
  const fieldError = missing
    ? t('stepUp.required')
    : failure === 'wrongPassword'
      ? t('stepUp.wrong')
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (password) onConfirm(password);
  }

  return (
    <form noValidate onSubmit={submit}>
      <p>{t('stepUp.body')}</p>
      <ErrorSummary
        errors={fieldError ? [{ fieldId: FIELD_ID, message: fieldError }] : []}
        submitCount={submitCount}
      />
      {failure === 'tooMany' && <Notice tone="warning">{t('stepUp.tooMany')}</Notice>}
      {errorMessage && <Notice tone="error">{errorMessage}</Notice>}
      <PasswordField
        id={FIELD_ID}
        label={t('stepUp.password')}
        autoComplete="current-password"
        // The button that led to this step is gone; the field takes its focus.
        autoFocus={focusField}
        error={fieldError}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button variant="secondary" onClick={onCancel}>
          {t('stepUp.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('stepUp.confirm')}
        </Button>
      </div>
    </form>
  );
}

interface PasswordModalProps extends PasswordFormProps {
  open: boolean;
}

/** The password asked again before a bank change when the login is older than 15 minutes. */
export function PasswordModal({ open, ...form }: PasswordModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal open={open} title={t('stepUp.title')} onClose={form.onCancel} closeButton={false}>
      <PasswordForm {...form} />
    </Modal>
  );
}
