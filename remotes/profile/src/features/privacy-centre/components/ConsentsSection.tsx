import type { ConsentTopic, PrivacyCentre } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { announce, AsyncContent, Skeleton } from '@account/ui';
import { NS } from '../../../i18n';
import { usePrivacyCentre, type PendingSwitch } from '../hooks/usePrivacyCentre';
import { ConsentSwitch } from './ConsentSwitch';
import { NewsletterFrequencyChoice } from './NewsletterFrequencyChoice';
import { stateOf, TOPICS } from './topics';

/** Every consent and mail preference of the account, each with its state and a switch. */
export function ConsentsSection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const centre = usePrivacyCentre(onChanged);
  const label = (topic: ConsentTopic) => t(`privacyCentre.consents.topics.${topic}.label`);

  const switchTo = async (change: PendingSwitch) => {
    const outcome = await centre.switchTo(change);
    if (!outcome?.ok) return;
    const mailed = change.enabled && stateOf(outcome.result, change.topic) === 'PENDING';
    announce(
      t(mailed ? 'privacyCentre.consents.mailSent' : 'privacyCentre.consents.saved', {
        topic: label(change.topic),
      }),
    );
  };
  const errorOf = (topic: ConsentTopic | 'FREQUENCY') =>
    centre.failure?.topic === topic
      ? t(
          centre.failure.reason === 'tooMany'
            ? 'privacyCentre.consents.tooMany'
            : 'privacyCentre.consents.failed',
        )
      : null;

  const row = (data: PrivacyCentre, topic: ConsentTopic) => {
    const state = stateOf(data, topic);
    const checked = centre.pending?.topic === topic ? centre.pending.enabled : state !== 'OFF';
    const reminders = topic === 'STOCK_REMINDERS';
    return (
      <ConsentSwitch
        key={topic}
        topic={topic}
        state={state}
        checked={checked}
        // Reminders are asked for per product in the shop; here they can only be ended.
        disabled={reminders && state === 'OFF'}
        note={
          reminders
            ? data.stockReminders.products.length > 0
              ? t('privacyCentre.consents.remindersFor', {
                  products: data.stockReminders.products.join(', '),
                })
              : t('privacyCentre.consents.remindersInShop')
            : null
        }
        error={errorOf(topic)}
        onChange={(enabled) => void switchTo({ topic, enabled })}
      >
        {topic === 'NEWSLETTER' && state === 'ON' && (
          <>
            <NewsletterFrequencyChoice
              frequency={
                centre.pendingFrequency === undefined
                  ? data.newsletter.frequency
                  : centre.pendingFrequency
              }
              onChange={async (frequency) => {
                const outcome = await centre.changeFrequency(frequency);
                if (outcome?.ok) announce(t('privacyCentre.consents.frequencySaved'));
              }}
            />
            {errorOf('FREQUENCY') && <p role="alert">{errorOf('FREQUENCY')}</p>}
          </>
        )}
      </ConsentSwitch>
    );
  };

  return (
    <section aria-labelledby="privacy-consents">
      <h2 id="privacy-consents">{t('privacyCentre.consents.heading')}</h2>
      <AsyncContent
        state={centre.state}
        errorMessage={t('privacyCentre.consents.error')}
        onRetry={centre.reload}
        skeleton={<Skeleton variant="text" lines={6} />}
      >
        {(data) => (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {TOPICS.map((topic) => row(data, topic))}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}
