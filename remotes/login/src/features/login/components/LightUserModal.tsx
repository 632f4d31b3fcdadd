import { resendActivationEmail } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice } from '@account/ui';
import { Modal } from '@account/ui/modal';
import { NS } from '../../../i18n';
import { useMailRequest } from '../../../hooks/useMailRequest';
import { MessageNotice } from '../../../components/MessageNotice';

/** Spec section 4: a light user without credentials gets the set-password modal with "resend". */
export function LightUserModal({
  open,
  username,
  onClose,
}: {
  open: boolean;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const { busy, sent, error, send } = useMailRequest(() => resendActivationEmail(username));

  return (
    <Modal open={open} title={t('lightUserModal.title')} onClose={onClose}>
      <p>{t('lightUserModal.body')}</p>
      {error && <MessageNotice message={error} />}
      {sent ? (
        <ConfirmationNotice>{t('lightUserModal.sent')}</ConfirmationNotice>
      ) : (
        <Button busy={busy} onClick={() => void send()}>
          {t('lightUserModal.resend')}
        </Button>
      )}
    </Modal>
  );
}
