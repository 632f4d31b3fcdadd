import { useState } from 'react';
import { Link, useNavigate } from '@account/router';
import { paths } from '@account/contracts';
import { verifySocialLink } from '@account/api-client';
import { useTranslation } from '@account/i18n';
import { rememberLogin, setLoggedIn } from '@account/session';
import { Button, Notice } from '@account/ui';
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
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'expired' | 'generic' | null>(null);

  async function confirm() {
    if (!linkToken) return;
    setBusy(true);
    try {
      const user = await verifySocialLink(token, linkToken);
      forgetLinkToken();
      setLoggedIn(user);
      rememberLogin(user.customerType, 'email');
      await navigate(paths.home(), { replace: true });
    } catch (failure) {
      setFailed(isTokenInvalid(failure) ? 'expired' : 'generic');
    } finally {
      setBusy(false);
    }
  }

  const problem = !token || failed === 'expired' ? 'socialLogin.link.expired' : !linkToken ? 'socialLogin.link.otherBrowser' : failed ? 'genericError' : null;
  return (
    <div css={{ maxWidth: 560 }}>
      <StepHeading title={t('socialLogin.link.title')} focusKey="social-link" />
      {problem ? (
        <>
          <Notice tone="error">{t(problem)}</Notice>
          <Link to={paths.login.start()}>{t('socialLogin.backToLogin')}</Link>
        </>
      ) : (
        <>
          <p>{t('socialLogin.link.confirmIntro')}</p>
          <Button busy={busy} onClick={() => void confirm()}>
            {t('socialLogin.link.submit')}
          </Button>
        </>
      )}
    </div>
  );
}
