import { unsubscribeFromUpsell } from '@account/api-client/doi';
import { useTranslation } from '@account/i18n';
import { useSubmit } from '@account/ui/forms';
import { useParamsFromMailLink } from '@account/ui/mail-links';
import { NS } from '../../../i18n';
import { MailLinkPage } from '../../../components/MailLinkPage';
import { linkFailure } from '../../../components/failures';

const LINK_PARAMS = ['customer_id', 'email', 'signature'] as const;

/**
 * unsubscribe/upsell?customer_id=&email=&signature=: no more upsell mails. The signature proves
 * the link came from the customer's mail (docs/decisions/README.md); a link without it is incomplete.
 */
export function UpsellUnsubscribePage() {
  const { t } = useTranslation(NS);
  const { customer_id: customerId, email, signature } = useParamsFromMailLink(LINK_PARAMS);
  const complete = !!(customerId && email && signature);
  const unsubscription = useSubmit(
    () => unsubscribeFromUpsell({ customerId, email, signature }),
    linkFailure,
  );
  return (
    <MailLinkPage
      title={t('upsell.title')}
      intro={t('upsell.intro', { email })}
      confirmLabel={t('upsell.confirm')}
      missingMessage={complete ? null : t('link.missing')}
      busy={unsubscription.busy}
      failureMessage={unsubscription.failure && t(`link.${unsubscription.failure}`)}
      final={unsubscription.failure === 'expired'}
      onConfirm={() => void unsubscription.submit()}
      success={
        unsubscription.state.status === 'success'
          ? { title: t('upsell.successTitle'), body: t('upsell.successBody') }
          : null
      }
    />
  );
}
