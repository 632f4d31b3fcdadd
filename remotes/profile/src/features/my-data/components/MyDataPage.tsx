import type { ReactNode } from 'react';
import { getPersonalDetails } from '@account/api-client/customer';
import { paths, type PersonalDetails } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import {
  AsyncContent,
  ButtonLink,
  Card,
  Notice,
  SectionHeader,
  theme,
  useAsync,
} from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';
import { ServiceText } from '../../../components/ServiceText';

const list = {
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
  gap: `${theme.space(1)} ${theme.space(3)}`,
  margin: 0,
  '& dt': { fontWeight: theme.fontWeight.bold },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  [theme.media.phone]: { gridTemplateColumns: '1fr', '& dd': { marginBottom: theme.space(1) } },
} as const;

function Details({ details }: { details: PersonalDetails }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const none = t('myData.notGiven');
  const address = details.deliveryAddress;
  const rate = details.totalOrders > 0 ? details.totalReturnedOrders / details.totalOrders : null;
  return (
    <div css={{ display: 'grid', gap: theme.space(3) }}>
      <Card title={t('myData.personal')}>
        <dl css={list}>
          <dt>{t('myData.salutation')}</dt>
          <dd>{details.salutation ? t(`myData.salutations.${details.salutation}`) : none}</dd>
          <dt>{t('myData.name')}</dt>
          <dd>{`${details.firstName} ${details.lastName}`}</dd>
          <dt>{t('myData.customerNumber')}</dt>
          <dd>{details.customerNumber}</dd>
          <dt>{t('myData.email')}</dt>
          <dd>{details.email}</dd>
          <dt>{t('myData.dateOfBirth')}</dt>
          <dd>{details.dateOfBirth ? format.date(details.dateOfBirth) : none}</dd>
          <dt>{t('myData.phone')}</dt>
          <dd>{details.phoneNumber ?? none}</dd>
          <dt>{t('myData.deliveryAddress')}</dt>
          <dd>
            {address ? (
              <>
                {`${address.street} ${address.streetNumber}`}
                <br />
                {`${address.zipCode} ${address.city}`}
              </>
            ) : (
              none
            )}
          </dd>
          <dt>{t('myData.paymentMethod')}</dt>
          <dd>
            {details.preferredPaymentMethod
              ? t(`myData.paymentMethods.${details.preferredPaymentMethod}`)
              : none}
          </dd>
        </dl>
      </Card>
      <Notice>
        <ServiceText ns="common" i18nKey="service.hint" />
      </Notice>
      <Card title={t('myData.orders')}>
        <dl css={list}>
          <dt>{t('myData.totalOrders')}</dt>
          <dd>{details.totalOrders}</dd>
          <dt>{t('myData.returnedOrders')}</dt>
          <dd>{details.totalReturnedOrders}</dd>
          <dt>{t('myData.returnRate')}</dt>
          <dd>{rate === null ? none : format.percent(rate, 1)}</dd>
        </dl>
      </Card>
    </div>
  );
}

/**
 * my-profile (spec sections 1 and 3): the personal details as the service keeps them; they
 * change only through the phone service, so there is no edit form. `actions` are what other
 * features add below (delete account).
 */
export function MyDataPage({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation(NS);
  const { state, reload } = useAsync(getPersonalDetails, 'personal-details');
  return (
    <>
      <SectionHeader
        title={t('myData.title')}
        back={{ to: paths.home(), label: t('myData.back') }}
      />
      <AsyncContent state={state} errorMessage={t('myData.error')} onRetry={reload}>
        {(details) => (
          <>
            <Details details={details} />
            <div
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space(2),
                margin: `${theme.space(3)} 0`,
              }}
            >
              <ButtonLink to={paths.profile.changeEmail()}>{t('myData.changeEmail')}</ButtonLink>
              <ButtonLink to={paths.profile.changePassword()}>
                {t('myData.changePassword')}
              </ButtonLink>
              <ButtonLink to={paths.profile.security()}>{t('myData.security')}</ButtonLink>
              <ButtonLink to={paths.profile.privacyCentre()}>
                {t('myData.privacyCentre')}
              </ButtonLink>
            </div>
            {actions}
          </>
        )}
      </AsyncContent>
    </>
  );
}
