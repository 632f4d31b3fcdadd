import type { ConsentLogEntry } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, Skeleton, type AsyncState } from '@account/ui';
import { DataTable } from '@account/ui/data-table';
import type { ConsentLogResponse } from '@account/contracts';
import { NS } from '../../../i18n';
import { useShopDateTime } from '../../../components/useShopDateTime';

/** The latest changes of the account's consents with time and source, newest first (issue 26). */
export function ConsentLogSection({
  state,
  onRetry,
}: {
  state: AsyncState<ConsentLogResponse>;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  const dateTime = useShopDateTime();

  const change = (entry: ConsentLogEntry) => {
    const text = t(`privacyCentre.log.changes.${entry.change}`);
    if (entry.change === 'FREQUENCY_CHANGED' && entry.detail)
      return `${text}: ${t(`privacyCentre.log.frequencies.${entry.detail}`, { defaultValue: entry.detail })}`;
    return text;
  };
  const topic = (entry: ConsentLogEntry) => {
    const text = t(`privacyCentre.log.topics.${entry.topic}`);
    // A stock reminder is for one product: the log names it.
    return entry.topic === 'STOCK_REMINDERS' && entry.detail ? `${text}: ${entry.detail}` : text;
  };

  return (
    <section aria-labelledby="privacy-log">
      <h2 id="privacy-log">{t('privacyCentre.log.heading')}</h2>
      <AsyncContent
        state={state}
        errorMessage={t('privacyCentre.log.error')}
        onRetry={onRetry}
        skeleton={<Skeleton variant="text" lines={4} />}
      >
        {({ entries }) =>
          entries.length === 0 ? (
            <p>{t('privacyCentre.log.empty')}</p>
          ) : (
            <DataTable
              caption={t('privacyCentre.log.caption')}
              rows={entries}
              rowKey={(entry) =>
                `${entry.occurredAt}-${entry.topic}-${entry.change}-${entry.detail ?? ''}`
              }
              rowHeader={{
                key: 'time',
                header: t('privacyCentre.log.time'),
                cell: (entry) => dateTime(entry.occurredAt),
              }}
              columns={[
                { key: 'topic', header: t('privacyCentre.log.topic'), cell: topic },
                { key: 'change', header: t('privacyCentre.log.change'), cell: change },
                {
                  key: 'source',
                  header: t('privacyCentre.log.source'),
                  cell: (entry) => t(`privacyCentre.log.sources.${entry.source}`),
                },
              ]}
            />
          )
        }
      </AsyncContent>
    </section>
  );
}
