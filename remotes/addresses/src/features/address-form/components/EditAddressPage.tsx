import { ApiError } from '@account/api-client';
import { getDeliveryAddress } from '@account/api-client/addresses';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useParams } from '@account/router';
import { AsyncContent, InfoScreen, Notice, SectionHeader, useAsync } from '@account/ui';
import { NS } from '../../../i18n';
import { formOf } from '../form-values';
import { DeliveryAddressFormView } from './DeliveryAddressFormView';

/** my-addresses/{id}: edit one address; unknown or foreign ids show "not found". */
export function EditAddressPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const { state, reload } = useAsync(() => getDeliveryAddress(id), `address:${id}`);
  const notFound =
    state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  return (
    <>
      <SectionHeader
        title={t('form.editTitle')}
        back={{ to: paths.addresses.start(), label: t('form.back') }}
      />
      {notFound ? (
        <InfoScreen
          headingLevel={2}
          illustration="notFound"
          title={t('form.notFound')}
          body={t('form.notFoundBody')}
        />
      ) : (
        <AsyncContent state={state} errorMessage={t('form.loadFailed')} onRetry={reload}>
          {(address) =>
            address.isDeleted ? (
              <Notice tone="warning">{t('form.deletedAddress')}</Notice>
            ) : (
              <DeliveryAddressFormView initial={formOf(address)} id={address.id} />
            )
          }
        </AsyncContent>
      )}
    </>
  );
}
