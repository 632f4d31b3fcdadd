import { useTranslation } from '@account/i18n';
import { Modal } from '../modal/Modal';
import { StepUpPasswordForm, type StepUpPasswordFormProps } from './StepUpPasswordForm';

interface StepUpModalProps extends StepUpPasswordFormProps {
  open: boolean;
}

/**
 * The re-authentication dialog: the password asked again when the service answers 403
 * PASSWORD_REQUIRED to a protected change (login older than 15 minutes). The native dialog
 * traps focus and closes on Escape, which cancels.
 */
export function StepUpModal({ open, ...form }: StepUpModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('stepUp.title')} onClose={form.onCancel} closeButton={false}>
      <StepUpPasswordForm {...form} />
    </Modal>
  );
}
