import { paths } from '@account/contracts';
import { verifyEmailChange } from '@account/api-client/profile';
import { useTranslation } from '@account/i18n';
import { ButtonLink } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { useTokenFromAddress } from '@account/ui/mail-links';
import { NS } from '../../../i18n';
import { MailLinkPage } from '../../../components/MailLinkPage';
import { emailLinkFailure } from '../../../components/failures';

/**
 * email-change/confirm-doi?token=: the new address takes effect only when its owner confirms
 * here (POST user/change-email/doi/verify, the profile area's call).
 */
export function EmailChangeConfirmPage() {
  const { t } = useTranslation(NS);
  const token = useTokenFromAddress();
  const confirmation = useSubmit(() => verifyEmailChange(token), emailLinkFailure);
  const failure = confirmation.failure;
  return (
    <MailLinkPage
      title={t('emailChange.title')}
      intro={t('emailChange.intro')}
      confirmLabel={t('emailChange.confirm')}
      missingMessage={token ? null : t('link.missing')}
      busy={confirmation.busy}
      failureMessage={failure && t(failure === 'taken' ? 'emailChange.taken' : `link.${failure}`)}
      final={failure === 'expired' || failure === 'taken'}
      onConfirm={() => void confirmation.submit()}
      success={
        confirmation.state.status === 'success'
          ? {
              title: t('emailChange.successTitle'),
              body: t('emailChange.successBody', { email: confirmation.state.result.email }),
              action: (
                <ButtonLink to={paths.profile.start()}>{t('emailChange.toProfile')}</ButtonLink>
              ),
            }
          : null
      }
    />
  );
}
