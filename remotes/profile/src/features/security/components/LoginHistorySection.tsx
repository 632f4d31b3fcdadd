import { getLoginHistory } from '@account/api-client/profile';
import type { LoginHistoryEntry } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, Skeleton, Tag, useAsync } from '@account/ui';
import { DataTable } from '@account/ui/data-table';
import { NS } from '../../../i18n';
import { useShopDateTime } from '../../../components/useShopDateTime';
import { useDeviceName } from '../hooks/useSecurityFormat';

/** The last 20 logins and failed attempts, newest first (issue 25). */
export function LoginHistorySection() {
  const { t } = useTranslation(NS);
  const deviceName = useDeviceName();
  const dateTime = useShopDateTime();
  const { state, reload } = useAsync(getLoginHistory, 'security-login-history');

  const method = (entry: LoginHistoryEntry) =>
    entry.method === 'SOCIAL'
      ? t('security.history.methods.SOCIAL', {
          // The service names providers by the catalogue's enum (GOOGLE), as the linked logins do.
          provider: t(`security.socialLogins.providers.${entry.provider ?? ''}`, {
            defaultValue: entry.provider ?? '',
          }),
        })
      : t(`security.history.methods.${entry.method}`);

  return (
    <section aria-labelledby="security-history">
      <h2 id="security-history">{t('security.history.heading')}</h2>
      <AsyncContent
        state={state}
        errorMessage={t('security.history.error')}
        onRetry={reload}
        skeleton={<Skeleton variant="text" lines={4} />}
      >
        {({ entries }) =>
          entries.length === 0 ? (
            <p>{t('security.history.empty')}</p>
          ) : (
            <DataTable
              caption={t('security.history.caption')}
              rows={entries}
              rowKey={(entry) => `${entry.occurredAt}-${entry.method}-${String(entry.succeeded)}`}
              rowHeader={{
                key: 'time',
                header: t('security.history.time'),
                cell: (entry) => dateTime(entry.occurredAt),
              }}
              columns={[
                {
                  key: 'result',
                  header: t('security.history.result'),
                  cell: (entry) =>
                    entry.succeeded ? (
                      <Tag tone="success">{t('security.history.succeeded')}</Tag>
                    ) : (
                      <Tag tone="error">{t('security.history.failed')}</Tag>
                    ),
                },
                { key: 'method', header: t('security.history.method'), cell: method },
                {
                  key: 'device',
                  header: t('security.history.device'),
                  cell: (entry) => deviceName(entry.device),
                },
              ]}
            />
          )
        }
      </AsyncContent>
    </section>
  );
}
