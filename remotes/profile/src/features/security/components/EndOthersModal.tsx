import { useTranslation } from '@account/i18n';
import { Button, Modal, theme } from '@account/ui';
import { NS } from '../../../i18n';

interface EndOthersModalProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The confirmation before every other session ends; "Abbrechen" comes first. */
export function EndOthersModal({ open, busy, onClose, onConfirm }: EndOthersModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      title={t('security.sessions.confirmTitle')}
      onClose={onClose}
      closeButton={false}
    >
      <p>{t('security.sessions.confirmBody')}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button variant="secondary" onClick={onClose}>
          {t('security.sessions.confirmKeep')}
        </Button>
        <Button variant="destructive" busy={busy} onClick={onConfirm}>
          {t('security.sessions.confirmEnd')}
        </Button>
      </div>
    </Modal>
  );
}
