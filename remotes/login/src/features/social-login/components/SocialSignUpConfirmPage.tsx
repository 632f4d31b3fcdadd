import { Link } from '@account/router';
import { paths } from '@account/contracts';
import { confirmSocialSignUp } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { Button, ConfirmationNotice, Notice, theme } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { StepHeading } from '../../../components/StepHeading';
import { isTokenInvalid } from '../../../components/api-messages';
import { useTokenFromAddress } from '../../../hooks/useTokenFromAddress';

/**
 * login/social/confirm?token=…: the mail create account sent when the provider gave no e-mail
 * (issue 24). Confirming proves the address and only then turns the provider login on. Opening
 * the page changes nothing (mail scanners open links too): the customer confirms with the button.
 */
export function SocialSignUpConfirmPage() {
  const { t } = useTranslation(NS);
  const token = useTokenFromAddress();
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  const confirmation = useSubmit(
    (link: string) => confirmSocialSignUp(link),
    (failure) => (isTokenInvalid(failure) ? ('expired' as const) : ('generic' as const)),
  );
  const confirmed = confirmation.state.status === 'success' ? confirmation.state.result : null;
  const failed = confirmation.failure;
  const problem =
    !token || failed === 'expired' ? 'socialLogin.confirm.expired' : failed ? 'genericError' : null;

  if (confirmed) {
    return (
      <div css={{ maxWidth: theme.size.readable }}>
        <StepHeading title={t('socialLogin.confirm.doneTitle')} focusKey="confirmed" />
        <ConfirmationNotice>
          <p>
            {t('socialLogin.confirm.done', {
              provider: t(`socialLogin.names.${confirmed.provider}`),
            })}
          </p>
          <Link to={loggedIn ? paths.home() : paths.login.start()}>
            {t(loggedIn ? 'doi.toAccount' : 'socialLogin.backToLogin')}
          </Link>
        </ConfirmationNotice>
      </div>
    );
  }
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={t('socialLogin.confirm.title')} focusKey="confirm" />
      {problem && <Notice tone="error">{t(problem)}</Notice>}
      {problem === 'socialLogin.confirm.expired' ? (
        <Link to={paths.login.start()}>{t('socialLogin.backToLogin')}</Link>
      ) : (
        <>
          <p>{t('socialLogin.confirm.intro')}</p>
          <Button busy={confirmation.busy} onClick={() => void confirmation.submit(token)}>
            {t('socialLogin.confirm.submit')}
          </Button>
        </>
      )}
    </div>
  );
}
