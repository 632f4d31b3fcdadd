import { useState, type FormEvent } from 'react';
import type { StepUpFailure } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Notice, theme } from '@account/ui';
import { ErrorSummary } from '../forms/ErrorSummary';
import { PasswordField } from '../forms/PasswordField';

/** The password field's id: the dialog that opens on it focuses it. */
export const STEP_UP_PASSWORD_FIELD = 'step-up-password';

/** What the password step shows of a step-up: the last password was wrong, or too many were. */
export type StepUpPasswordFailure = Exclude<StepUpFailure, 'passwordRequired'>;

export interface StepUpPasswordFormProps {
  /** What the last try with a password ended in; null before the first. */
  failure: StepUpPasswordFailure | null;
  /** The action's own failure (e.g. the save or delete error), shown above the field. */
  errorMessage?: string | undefined;
  busy: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/**
 * The password asked again before a protected change (issue 25, step-up); mounted only while
 * shown, so the password is gone once it closes. The second step of a confirmation modal, or
 * the content of `StepUpModal`. Its error is tied to the field (aria-describedby) and listed in
 * the error summary, which takes focus.
 */
export function StepUpPasswordForm({
  failure,
  errorMessage,
  busy,
  onConfirm,
  onCancel,
}: StepUpPasswordFormProps) {
  const { t } = useTranslation();
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
        errors={fieldError ? [{ fieldId: STEP_UP_PASSWORD_FIELD, message: fieldError }] : []}
        submitCount={submitCount}
      />
      {failure === 'tooMany' && <Notice tone="warning">{t('stepUp.tooMany')}</Notice>}
      {errorMessage && <Notice tone="error">{errorMessage}</Notice>}
      <PasswordField
        id={STEP_UP_PASSWORD_FIELD}
        label={t('stepUp.password')}
        autoComplete="current-password"
        // Always in a dialog, which asks for nothing else: on the second step of a confirmation
        // the button that led here is gone, and the field takes its focus.
        autoFocus
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
