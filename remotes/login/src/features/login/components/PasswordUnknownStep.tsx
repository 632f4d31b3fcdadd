import { Link } from '@account/router';
import { isFlagOn } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { MagicLinkButton } from '../../magic-link/components/MagicLinkButton';
import { paths } from '@account/contracts';

/** "Password unknown": a magic link or a new password; a locked login can always recover this way. */
export function PasswordUnknownStep({ username, onBack }: { username: string; onBack: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <p>{t('passwordUnknown.intro')}</p>
      {isFlagOn('magicLinkLogin') && <MagicLinkButton username={username} />}
      <p css={{ marginTop: theme.space(3) }}>
        <Link to={`${paths.login.forgotPassword()}?username=${encodeURIComponent(username)}`}>{t('passwordUnknown.reset')}</Link>
      </p>
      <Button variant="link" onClick={onBack}>
        {t('passwordUnknown.back')}
      </Button>
    </>
  );
}
