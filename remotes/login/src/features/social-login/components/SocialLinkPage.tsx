import { useState } from 'react';
import { Link, useNavigate } from '@account/router';
import { paths } from '@account/contracts';
import { verifySocialLink } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { rememberLogin, setLoggedIn } from '@account/session';
import { Button, Notice, theme } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { StepHeading } from '../../../components/StepHeading';
import { isTokenInvalid } from '../../../components/api-messages';
import { useTokenFromAddress } from '../../../hooks/useTokenFromAddress';
import { forgetLinkToken, keptLinkToken } from '../link-token';

/**
 * login/social/link?token=…: the mailed link that links a provider account. It works only in the
 * browser that asked for it (which kept the link token); a button, so mail scanners use nothing up.
 */
export function SocialLinkPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const token = useTokenFromAddress();
  const [linkToken] = useState(keptLinkToken);
  const confirmation = useSubmit(
    async (kept: string) => {
      const user = await verifySocialLink(token, kept);
      forgetLinkToken();
      setLoggedIn(user);
      rememberLogin(user.customerType, 'email');
      await navigate(paths.home(), { replace: true });
    },
    (failure) => (isTokenInvalid(failure) ? ('expired' as const) : ('generic' as const)),
  );
  const failed = confirmation.failure;

  const problem =
    !token || failed === 'expired'
      ? 'socialLogin.link.expired'
      : !linkToken
        ? 'socialLogin.link.otherBrowser'
        : failed
          ? 'genericError'
          : null;
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={t('socialLogin.link.title')} focusKey="social-link" />
      {problem ? (
        <>
          <Notice tone="error">{t(problem)}</Notice>
          <Link to={paths.login.start()}>{t('socialLogin.backToLogin')}</Link>
        </>
      ) : (
        <>
          <p>{t('socialLogin.link.confirmIntro')}</p>
          <Button
            busy={confirmation.busy}
            onClick={() => linkToken && void confirmation.submit(linkToken)}
          >
            {t('socialLogin.link.submit')}
          </Button>
        </>
      )}
    </div>
  );
}
