import { useState, type FormEvent } from 'react';
import { cancelNewsletterSubscription, reduceNewsletterFrequency } from '@account/api-client/doi';
import type { NewsletterCancelType, NewsletterSubscription } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Notice } from '@account/ui';
import { ErrorSummary, RadioGroup, useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';

const FIELD_ID = 'newsletter-cancel-type';

interface CancelSubscriptionFormProps {
  subscription: NewsletterSubscription;
  onDone: (type: NewsletterCancelType) => void;
}

/**
 * The two cancel types of spec section 3. A weekly subscription cannot be reduced further, so
 * it offers only the unsubscribe, chosen already.
 */
export function CancelSubscriptionForm({ subscription, onDone }: CancelSubscriptionFormProps) {
  const { t } = useTranslation(NS);
  const weekly = subscription.frequency === 'WEEKLY';
  const [type, setType] = useState<NewsletterCancelType | null>(weekly ? 'unsubscribe' : null);
  const [submitCount, setSubmitCount] = useState(0);
  const requiredError = submitCount > 0 && !type ? t('newsletterCancel.required') : undefined;
  const change = useSubmit(
    async (chosen: NewsletterCancelType) => {
      if (chosen === 'unsubscribe') await cancelNewsletterSubscription(subscription.id);
      else await reduceNewsletterFrequency(subscription.id);
      onDone(chosen);
    },
    () => 'failed' as const,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (type) void change.submit(type);
  }

  const options: NewsletterCancelType[] = weekly
    ? ['unsubscribe']
    : ['reduceFrequency', 'unsubscribe'];
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary
        errors={requiredError ? [{ fieldId: `${FIELD_ID}-input`, message: requiredError }] : []}
        submitCount={submitCount}
      />
      {change.failure && <Notice tone="error">{t('link.failed')}</Notice>}
      <p>{t('newsletterCancel.intro', { email: subscription.email })}</p>
      {weekly && <p>{t('newsletterCancel.alreadyWeekly')}</p>}
      <RadioGroup
        id={FIELD_ID}
        name="cancelType"
        legend={t('newsletterCancel.legend')}
        error={requiredError}
        value={type}
        onChange={setType}
        options={options.map((value) => ({ value, label: t(`newsletterCancel.${value}`) }))}
      />
      <Button type="submit" busy={change.busy}>
        {t('newsletterCancel.submit')}
      </Button>
    </form>
  );
}
