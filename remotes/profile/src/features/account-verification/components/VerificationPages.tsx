import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@account/i18n';
import { paths } from '@account/contracts';
import { ButtonLink, InfoScreen, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { ServiceText } from '../../../components/ServiceText';
import { birthDateToIso } from '../birth-date';
import { addressSchema, customerNumberSchema, orderNumberSchema } from '../schemas';
import { VerificationForm } from './VerificationForm';
import { VerificationFrame } from './VerificationFrame';

/** account-verification: which proof the customer gives (spec section 2). */
export function AccountVerificationPage() {
  const { t } = useTranslation(NS);
  return (
    <VerificationFrame title={t('verification.title')}>
      <p>{t('verification.intro')}</p>
      <h2 css={{ fontSize: theme.fontSize.xl }}>{t('verification.choose')}</h2>
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: theme.space(2),
          justifyItems: 'start',
          // The kit's buttons are full width on phones; the list items must let them be.
          [theme.media.phone]: { justifyItems: 'stretch' },
        }}
      >
        <li>
          <ButtonLink to={paths.profile.orderNumberVerification()}>
            {t('verification.byOrderNumber')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.profile.customerNumberVerification()}>
            {t('verification.byCustomerNumber')}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.profile.addressVerification()}>
            {t('verification.byAddress')}
          </ButtonLink>
        </li>
      </ul>
    </VerificationFrame>
  );
}

export function OrderNumberVerificationPage() {
  const { t } = useTranslation(NS);
  return (
    <VerificationFrame title={t('verification.orderNumber.title')} subPage>
      <VerificationForm
        resolver={zodResolver(orderNumberSchema)}
        defaults={{ orderNumber: '' }}
        fields={[
          {
            name: 'orderNumber',
            label: t('verification.orderNumber.label'),
            hint: t('verification.orderNumber.hint'),
            autoComplete: 'off',
            inputMode: 'numeric',
          },
        ]}
        toProof={(values) => ({ method: 'ORDER_NUMBER', orderNumber: values.orderNumber.trim() })}
      />
    </VerificationFrame>
  );
}

export function CustomerNumberVerificationPage() {
  const { t } = useTranslation(NS);
  return (
    <VerificationFrame title={t('verification.customerNumber.title')} subPage>
      <VerificationForm
        resolver={zodResolver(customerNumberSchema)}
        defaults={{ customerNumber: '' }}
        fields={[
          {
            name: 'customerNumber',
            label: t('verification.customerNumber.label'),
            hint: t('verification.customerNumber.hint'),
            autoComplete: 'off',
            inputMode: 'numeric',
          },
        ]}
        toProof={(values) => ({
          method: 'CUSTOMER_NUMBER',
          customerNumber: values.customerNumber.trim(),
        })}
      />
    </VerificationFrame>
  );
}

export function AddressVerificationPage() {
  const { t } = useTranslation(NS);
  return (
    <VerificationFrame title={t('verification.address.title')} subPage>
      <VerificationForm
        resolver={zodResolver(addressSchema)}
        defaults={{ street: '', streetNumber: '', zipCode: '', dateOfBirth: '' }}
        fields={[
          {
            name: 'street',
            label: t('verification.address.street'),
            autoComplete: 'address-line1',
          },
          {
            name: 'streetNumber',
            label: t('verification.address.streetNumber'),
            autoComplete: 'off',
          },
          {
            name: 'zipCode',
            label: t('verification.address.zipCode'),
            autoComplete: 'postal-code',
            inputMode: 'numeric',
          },
          {
            name: 'dateOfBirth',
            label: t('verification.address.dateOfBirth'),
            hint: t('verification.address.dateHint'),
            autoComplete: 'bday',
            inputMode: 'numeric',
          },
        ]}
        toProof={(values) => ({
          method: 'ADDRESS',
          street: values.street.trim(),
          streetNumber: values.streetNumber.trim(),
          zipCode: values.zipCode.trim(),
          dateOfBirth: birthDateToIso(values.dateOfBirth) ?? '',
        })}
      />
    </VerificationFrame>
  );
}

/** Not verified: the customer service confirms the account on the phone (the country's number). */
export function CustomerServiceVerificationPage() {
  const { t } = useTranslation(NS);
  return (
    <VerificationFrame title={t('verification.customerService.title')} subPage>
      <p>
        <ServiceText ns={NS} i18nKey="verification.customerService.body" />
      </p>
      <ButtonLink to={paths.profile.accountVerification()}>
        {t('verification.customerService.retry')}
      </ButtonLink>
    </VerificationFrame>
  );
}

export function VerificationSuccessPage() {
  const { t } = useTranslation(NS);
  return (
    <InfoScreen
      illustration="success"
      title={t('verification.success.title')}
      body={t('verification.success.body')}
      action={<ButtonLink to={paths.login.start()}>{t('verification.toLogin')}</ButtonLink>}
    />
  );
}
