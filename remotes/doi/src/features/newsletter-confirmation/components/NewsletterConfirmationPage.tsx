import { paths } from '@account/contracts';
import { confirmNewsletterSubscription } from '@account/api-client/doi';
import { useTranslation } from '@account/i18n';
import { ButtonLink } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { useParamsFromMailLink } from '@account/ui/mail-links';
import { NS } from '../../../i18n';
import { MailLinkPage } from '../../../components/MailLinkPage';
import { linkFailure } from '../../../components/failures';

const LINK_PARAMS = ['token'] as const;

/**
 * newsletter/confirmation?token=: the double opt-in of a newsletter sign-up. Afterwards the
 * heading, message and link to top deals of spec section 2.
 */
export function NewsletterConfirmationPage() {
  const { t } = useTranslation(NS);
  const { token } = useParamsFromMailLink(LINK_PARAMS);
  const confirmation = useSubmit(() => confirmNewsletterSubscription(token), linkFailure);
  return (
    <MailLinkPage
      title={t('newsletterConfirmation.title')}
      intro={t('newsletterConfirmation.intro')}
      confirmLabel={t('newsletterConfirmation.confirm')}
      missingMessage={token ? null : t('link.missing')}
      busy={confirmation.busy}
      failureMessage={confirmation.failure && t(`link.${confirmation.failure}`)}
      final={confirmation.failure === 'expired'}
      onConfirm={() => void confirmation.submit()}
      success={
        confirmation.state.status === 'success'
          ? {
              title: t('newsletterConfirmation.successTitle'),
              body: t('newsletterConfirmation.successBody'),
              action: (
                <ButtonLink to={paths.home()}>{t('newsletterConfirmation.topDeals')}</ButtonLink>
              ),
            }
          : null
      }
    />
  );
}
