import type { CountryCode, DeliveryAddress } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NS } from '../i18n';

interface PlainAddress {
  street: string;
  streetNumber: string;
  addressAddition?: string | null;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
}

/** The lines of an address as a letter shows them (street and number, addition, zip and place, country). */
export function AddressLines({
  address,
  name,
}: {
  address: PlainAddress | DeliveryAddress;
  name?: string | undefined;
}) {
  const { t } = useTranslation(NS);
  const dhl = 'dhloptions' in address ? address.dhloptions : null;
  return (
    <address css={{ fontStyle: 'normal', lineHeight: 1.5 }}>
      {name && (
        <>
          {name}
          <br />
        </>
      )}
      {dhl
        ? `${t(`address.kinds.${dhl.parcelPointKind}`)} ${dhl.stationNumber}`
        : `${address.street} ${address.streetNumber}`}
      <br />
      {dhl?.postNumber && (
        <>
          {t('address.postNumber', { number: dhl.postNumber })}
          <br />
        </>
      )}
      {address.addressAddition && (
        <>
          {address.addressAddition}
          <br />
        </>
      )}
      {address.zipCode} {address.city}
      <br />
      {t(`address.countries.${address.countryCode}`)}
    </address>
  );
}

/** One line for screen-reader labels of actions ("Löschen: Musterstraße 12, 10115 Berlin"). */
export const addressSummary = (address: PlainAddress) =>
  `${address.street} ${address.streetNumber}, ${address.zipCode} ${address.city}`;
