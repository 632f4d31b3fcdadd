import { Link, useNavigate } from '@account/router';
import { paths } from '@account/contracts';
import { verifyMagicLink } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { rememberLogin, setLoggedIn } from '@account/session';
import { Button, Notice, theme } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { useTokenFromAddress } from '../../../hooks/useTokenFromAddress';
import { StepHeading } from '../../../components/StepHeading';
import { genericMessage, isTokenInvalid } from '../../../components/api-messages';
import { MessageNotice } from '../../../components/MessageNotice';

/**
 * magic-link?token=…: the customer confirms with a button, so a mail scanner opening the link
 * logs nobody in and uses nothing up. Success goes home.
 */
export function MagicLinkPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const token = useTokenFromAddress();
  const confirmation = useSubmit(
    async () => {
      const user = await verifyMagicLink(token);
      setLoggedIn(user);
      rememberLogin(user.customerType, 'magicLink');
      await navigate(paths.home(), { replace: true });
    },
    (failure) => (isTokenInvalid(failure) ? ('expired' as const) : genericMessage(failure)),
  );
  const expired = confirmation.failure === 'expired';
  const error = typeof confirmation.failure === 'object' ? confirmation.failure : null;

  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={t('magicLink.page.title')} focusKey="magic" />
      {!token || expired ? (
        <>
          <Notice tone="error">
            {t(token ? 'magicLink.page.expired' : 'magicLink.page.missing')}
          </Notice>
          <Link to={paths.login.start()}>{t('magicLink.page.toLogin')}</Link>
        </>
      ) : (
        <>
          <p>{t('magicLink.page.intro')}</p>
          {error && <MessageNotice message={error} />}
          <Button busy={confirmation.busy} onClick={() => void confirmation.submit()}>
            {t('magicLink.page.confirm')}
          </Button>
        </>
      )}
    </div>
  );
}
