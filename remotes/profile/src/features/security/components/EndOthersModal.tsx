import { useTranslation } from '@account/i18n';
import { Button, Notice, theme } from '@account/ui';
import { Modal } from '@account/ui/modal';
import { StepUpPasswordForm, type StepUpPasswordFailure } from '@account/ui/step-up';
import { NS } from '../../../i18n';

interface EndOthersModalProps {
  open: boolean;
  busy: boolean;
  /** The service asked for the password (login older than 15 minutes): the modal's second step. */
  passwordAsked: boolean;
  passwordFailure: StepUpPasswordFailure | null;
  /** Ending failed for another reason than the step-up. */
  failed: boolean;
  onClose: () => void;
  onConfirm: (password?: string) => void;
}

/**
 * The confirmation before every other session ends; "Abbrechen" comes first. One modal for both
 * steps: closing a dialog to open another would count as cancelling.
 */
export function EndOthersModal({
  open,
  busy,
  passwordAsked,
  passwordFailure,
  failed,
  onClose,
  onConfirm,
}: EndOthersModalProps) {
  const { t } = useTranslation(NS);
  const { t: tCommon } = useTranslation();
  const error = failed ? t('security.sessions.endFailed') : undefined;
  return (
    <Modal
      open={open}
      title={passwordAsked ? tCommon('stepUp.title') : t('security.sessions.confirmTitle')}
      onClose={onClose}
      closeButton={false}
    >
      {passwordAsked ? (
        <StepUpPasswordForm
          failure={passwordFailure}
          errorMessage={error}
          busy={busy}
          onConfirm={onConfirm}
          onCancel={onClose}
        />
      ) : (
        <>
          <p>{t('security.sessions.confirmBody')}</p>
          {error && <Notice tone="error">{error}</Notice>}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
            <Button variant="secondary" onClick={onClose}>
              {t('security.sessions.confirmKeep')}
            </Button>
            <Button variant="destructive" busy={busy} onClick={() => onConfirm()}>
              {t('security.sessions.confirmEnd')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
