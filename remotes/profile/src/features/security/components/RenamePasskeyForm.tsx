import { useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { ErrorSummary, TextField } from '@account/ui/forms';
import { NS } from '../../../i18n';

interface RenamePasskeyFormProps {
  passkey: Passkey;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** GOV.UK form: label, hint, inline error tied to the field, a summary that takes focus. */
export function RenamePasskeyForm({ passkey, busy, onSave, onCancel }: RenamePasskeyFormProps) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState(passkey.name);
  const [submitCount, setSubmitCount] = useState(0);
  const fieldId = `passkey-name-${passkey.id}`;
  const trimmed = name.trim();
  const error =
    submitCount === 0
      ? undefined
      : !trimmed
        ? t('security.passkeys.nameRequired')
        : trimmed.length > PASSKEY_NAME_MAX_LENGTH
          ? t('security.passkeys.nameTooLong')
          : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (trimmed && trimmed.length <= PASSKEY_NAME_MAX_LENGTH) onSave(trimmed);
  }

  return (
    <form noValidate onSubmit={submit} css={{ marginTop: theme.space(2) }}>
      <ErrorSummary errors={error ? [{ fieldId, message: error }] : []} submitCount={submitCount} />
      <TextField
        id={fieldId}
        label={t('security.passkeys.renameLabel')}
        hint={t('security.passkeys.renameHint')}
        error={error}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button type="submit" busy={busy}>
          {t('security.passkeys.renameSave')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('security.passkeys.renameCancel')}
        </Button>
      </div>
    </form>
  );
}
