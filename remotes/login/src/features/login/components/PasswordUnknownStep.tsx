import type { ReactNode } from 'react';
import { Link } from '@account/router';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';

/** "Password unknown": a magic link or a new password; a locked login can always recover this way. */
interface PasswordUnknownStepProps {
  username: string;
  onBack: () => void;
  /** The magic-link offer, composed in by the login screen. */
  magicLink?: ReactNode;
}

export function PasswordUnknownStep({ username, onBack, magicLink }: PasswordUnknownStepProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <p>{t('passwordUnknown.intro')}</p>
      {magicLink}
      <p css={{ marginTop: theme.space(3) }}>
        <Link to={`${paths.login.forgotPassword()}?username=${encodeURIComponent(username)}`}>
          {t('passwordUnknown.reset')}
        </Link>
      </p>
      <Button variant="link" onClick={onBack}>
        {t('passwordUnknown.back')}
      </Button>
    </>
  );
}
