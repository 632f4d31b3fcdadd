import type { Passkey } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { Modal } from '@account/ui/modal';
import { NS } from '../../../i18n';

interface DeletePasskeyModalProps {
  passkey: Passkey | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (passkey: Passkey) => void;
}

/** The confirmation before a passkey is deleted; "Abbrechen" comes first. */
export function DeletePasskeyModal({ passkey, busy, onClose, onConfirm }: DeletePasskeyModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={passkey !== null}
      title={t('security.passkeys.deleteTitle')}
      onClose={onClose}
      closeButton={false}
    >
      <p>{t('security.passkeys.deleteBody', { name: passkey?.name ?? '' })}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button variant="secondary" onClick={onClose}>
          {t('security.passkeys.deleteKeep')}
        </Button>
        <Button variant="destructive" busy={busy} onClick={() => passkey && onConfirm(passkey)}>
          {t('security.passkeys.deleteConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
