import { useTranslation } from '@account/i18n';
import { Modal } from '../modal/Modal';
import {
  STEP_UP_PASSWORD_FIELD,
  StepUpPasswordForm,
  type StepUpPasswordFormProps,
} from './StepUpPasswordForm';

interface StepUpModalProps extends StepUpPasswordFormProps {
  open: boolean;
}

/**
 * The re-authentication dialog: the password asked again when the service answers 403
 * PASSWORD_REQUIRED to a protected change (login older than 15 minutes). The native dialog
 * traps focus and closes on Escape, which cancels. Focus goes to the password field, as in the
 * dialogs whose second step asks for it (issue 40): one step-up, one place to type.
 */
export function StepUpModal({ open, ...form }: StepUpModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('stepUp.title')}
      onClose={form.onCancel}
      closeButton={false}
      initialFocus={STEP_UP_PASSWORD_FIELD}
    >
      <StepUpPasswordForm {...form} />
    </Modal>
  );
}
