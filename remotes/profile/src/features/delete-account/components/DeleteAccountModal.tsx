import { useState, type FormEvent } from 'react';
import { useTranslation } from '@account/i18n';
import { Button, Notice, theme } from '@account/ui';
import { ErrorSummary, PasswordField } from '@account/ui/forms';
import { Modal } from '@account/ui/modal';
import { NS } from '../../../i18n';
import type { DeleteFailure } from '../hooks/useDeleteAccount';

const FIELD_ID = 'delete-account-password';

interface DeleteFormProps {
  busy: boolean;
  failure: DeleteFailure | null;
  onKeep: () => void;
  onDelete: (password: string) => void;
}

/**
 * Mounted only while the modal is open. "Konto behalten" comes first; the destructive button is
 * no submit button, so Enter in the password field deletes nothing by accident.
 */
function DeleteForm({ busy, failure, onKeep, onDelete }: DeleteFormProps) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const [submitCount, setSubmitCount] = useState(0);
  const fieldError =
    submitCount > 0 && !password
      ? t('deleteAccount.passwordRequired')
      : failure?.wrongPassword
        ? t('deleteAccount.wrongPassword')
        : undefined;

  function remove() {
    setSubmitCount((count) => count + 1);
    if (password) onDelete(password);
  }

  return (
    <form noValidate onSubmit={(event: FormEvent) => event.preventDefault()}>
      <ErrorSummary
        errors={fieldError ? [{ fieldId: FIELD_ID, message: fieldError }] : []}
        submitCount={submitCount}
      />
      {failure && !failure.wrongPassword && (
        <Notice tone="error">{failure.detail ?? t('app.genericError', { ns: 'common' })}</Notice>
      )}
      <p>{t('deleteAccount.body')}</p>
      <PasswordField
        id={FIELD_ID}
        label={t('deleteAccount.password')}
        autoComplete="current-password"
        value={password}
        error={fieldError}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button variant="secondary" onClick={onKeep}>
          {t('deleteAccount.keep')}
        </Button>
        <Button variant="destructive" busy={busy} onClick={remove}>
          {t('deleteAccount.submit')}
        </Button>
      </div>
    </form>
  );
}

export function DeleteAccountModal({
  open,
  onClose,
  ...form
}: Omit<DeleteFormProps, 'onKeep'> & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal open={open} title={t('deleteAccount.modalTitle')} onClose={onClose} closeButton={false}>
      <DeleteForm {...form} onKeep={onClose} />
    </Modal>
  );
}
