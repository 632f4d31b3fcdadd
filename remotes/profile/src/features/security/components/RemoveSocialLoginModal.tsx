import type { LinkedSocialLogin } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { Modal } from '@account/ui/modal';
import { NS } from '../../../i18n';

interface RemoveSocialLoginModalProps {
  socialLogin: LinkedSocialLogin | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (socialLogin: LinkedSocialLogin) => void;
}

/** The confirmation before a provider login is removed; "Abbrechen" comes first. */
export function RemoveSocialLoginModal({
  socialLogin,
  busy,
  onClose,
  onConfirm,
}: RemoveSocialLoginModalProps) {
  const { t } = useTranslation(NS);
  const provider = socialLogin ? t(`security.socialLogins.providers.${socialLogin.provider}`) : '';
  return (
    <Modal
      open={socialLogin !== null}
      title={t('security.socialLogins.removeTitle', { provider })}
      onClose={onClose}
      closeButton={false}
    >
      <p>{t('security.socialLogins.removeBody', { provider })}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button variant="secondary" onClick={onClose}>
          {t('security.socialLogins.removeKeep')}
        </Button>
        <Button
          variant="destructive"
          busy={busy}
          onClick={() => socialLogin && onConfirm(socialLogin)}
        >
          {t('security.socialLogins.removeConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
