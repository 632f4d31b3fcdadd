import { ApiError } from '@account/api-client';
import { getNewsletterSubscription } from '@account/api-client/doi';
import type { NewsletterCancelType, NewsletterSubscription } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import {
  AsyncContent,
  InfoScreen,
  Notice,
  SectionHeader,
  Skeleton,
  theme,
  useAsync,
} from '@account/ui';
import { useParamsFromMailLink } from '@account/ui/mail-links';
import { useState } from 'react';
import { NS } from '../../../i18n';
import { MailLinkOutcome } from '../../../components/MailLinkOutcome';
import { CancelSubscriptionForm } from './CancelSubscriptionForm';

const LINK_PARAMS = ['id'] as const;

/** A subscription that is gone (cancelled, never existed) is an answer, not a failure to retry. */
async function loadSubscription(id: string): Promise<NewsletterSubscription | null> {
  try {
    return await getNewsletterSubscription(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * newsletter/cancelSubscription?id= (an absolute path, spec section 2): reduce the frequency to
 * weekly or unsubscribe. Without an id the spec's error shows (section 5).
 */
export function NewsletterCancelPage() {
  const { t } = useTranslation(NS);
  const { id } = useParamsFromMailLink(LINK_PARAMS);
  const subscription = useAsync(() => loadSubscription(id), id);
  const [done, setDone] = useState<{ type: NewsletterCancelType; email: string } | null>(null);

  if (done)
    return (
      <MailLinkOutcome
        title={t(
          done.type === 'unsubscribe'
            ? 'newsletterCancel.unsubscribedTitle'
            : 'newsletterCancel.reducedTitle',
        )}
        body={t(
          done.type === 'unsubscribe'
            ? 'newsletterCancel.unsubscribedBody'
            : 'newsletterCancel.reducedBody',
          {
            email: done.email,
          },
        )}
      />
    );
  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <SectionHeader title={t('newsletterCancel.title')} />
      {!id ? (
        <Notice tone="error">{t('newsletterCancel.missingId')}</Notice>
      ) : (
        <AsyncContent
          state={subscription.state}
          errorMessage={t('newsletterCancel.loadError')}
          onRetry={subscription.reload}
          skeleton={<Skeleton variant="text" lines={4} />}
        >
          {(current) =>
            current ? (
              <CancelSubscriptionForm
                subscription={current}
                onDone={(type) => setDone({ type, email: current.email })}
              />
            ) : (
              <InfoScreen
                headingLevel={2}
                illustration="empty"
                title={t('newsletterCancel.notFoundTitle')}
                body={t('newsletterCancel.notFoundBody')}
              />
            )
          }
        </AsyncContent>
      )}
    </div>
  );
}
