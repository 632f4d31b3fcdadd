import { ApiError } from '@account/api-client';
import { confirmMarketResearchConsent } from '@account/api-client/doi';
import { useTranslation } from '@account/i18n';
import { useSubmit } from '@account/ui/forms';
import { useParamsFromMailLink } from '@account/ui/mail-links';
import { NS } from '../../../i18n';
import { MailLinkPage } from '../../../components/MailLinkPage';
import { linkFailure, type LinkFailure } from '../../../components/failures';

const LINK_PARAMS = ['market-research-doi-token'] as const;

/** Spec section 8: 400 means already confirmed, anything else is the generic error. */
function researchFailure(error: unknown): LinkFailure {
  if (error instanceof ApiError && error.status === 400) return 'alreadyConfirmed';
  return linkFailure(error);
}

/** research/confirmation?market-research-doi-token=: the market-research consent. */
export function ResearchConfirmationPage() {
  const { t } = useTranslation(NS);
  const { 'market-research-doi-token': token } = useParamsFromMailLink(LINK_PARAMS);
  const confirmation = useSubmit(() => confirmMarketResearchConsent(token), researchFailure);
  const failure = confirmation.failure;
  return (
    <MailLinkPage
      title={t('research.title')}
      intro={t('research.intro')}
      confirmLabel={t('research.confirm')}
      missingMessage={token ? null : t('link.missing')}
      busy={confirmation.busy}
      failureMessage={
        failure &&
        t(failure === 'alreadyConfirmed' ? 'research.alreadyConfirmed' : `link.${failure}`)
      }
      final={failure === 'alreadyConfirmed' || failure === 'expired'}
      onConfirm={() => void confirmation.submit()}
      success={
        confirmation.state.status === 'success'
          ? { title: t('research.successTitle'), body: t('research.successBody') }
          : null
      }
    />
  );
}
