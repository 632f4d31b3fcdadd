import type { CountryCode } from '@account/contracts';
import type { CarrierId } from '../../db/orders-schema';
import { identcode, s10, swissPostParcelNumber, type ParcelNumberFormat } from './parcel-numbers';

/** What a return label needs to know of the carrier that takes the parcel back to the shop. */
export interface Carrier {
  id: CarrierId;
  /** As the carrier names itself on the label. */
  name: string;
  /** The carrier's return product the shop has booked. */
  product: string;
  /** The franking mark: the shop pays, so the counter charges the customer nothing. */
  prepaidMark: string;
  /** Where the customer hands the parcel in. */
  dropOff: string;
  /**
   * Whether the carrier takes the parcel without a printed label against the label's QR code,
   * and what the customer does for it; null where it does not (or not for this shop).
   */
  labelFreeReturn: string | null;
  parcelNumbers: ParcelNumberFormat;
}

/**
 * DEMO DATA, per carrier: the number ranges are the shop's demo ranges, not numbers booked with
 * the carrier; production books labels through the carrier's interface (`CarrierLabels`).
 * Formats and marks are chosen in
 * docs/decisions/053-return-labels-that-can-do-what-they-promise.md (issue 39).
 */
export const carriers: Record<CarrierId, Carrier> = {
  dhl: {
    id: 'dhl',
    name: 'DHL',
    product: 'DHL Retoure',
    prepaidMark: 'Porto zahlt Empfänger',
    dropOff: 'in einer DHL Packstation, Postfiliale oder einem DHL Paketshop',
    labelFreeReturn:
      'Kein Drucker? Zeigen Sie diesen QR-Code in einer Postfiliale, einem DHL Paketshop oder an einer Packstation vor: Dort wird der Rücksendeschein für Sie gedruckt.',
    parcelNumbers: identcode('34'),
  },
  'post-at': {
    id: 'post-at',
    name: 'Österreichische Post',
    product: 'Retourpaket',
    prepaidMark: 'Entgelt bezahlt',
    dropOff: 'in einer Post-Geschäftsstelle oder bei einem Post Partner',
    // Not offered: the shop has not booked label-free returns with Österreichische Post.
    labelFreeReturn: null,
    parcelNumbers: s10('CR', 'AT', 50_000_000),
  },
  'swiss-post': {
    id: 'swiss-post',
    name: 'Die Schweizerische Post',
    product: 'PostPac Priority Retour',
    prepaidMark: 'Nicht frankieren – Porto zahlt Empfänger',
    dropOff:
      'an einem Postschalter, bei einer Filiale mit Partner oder an einem My Post 24-Automaten',
    labelFreeReturn:
      'Kein Drucker? Zeigen Sie diesen QR-Code am Postschalter oder an einem My Post 24-Automaten vor: Dort wird die Etikette für Sie gedruckt.',
    parcelNumbers: swissPostParcelNumber('40', '100000'),
  },
};

/** The carrier each shop sends its returns with (DECISIONS.md: Carriers). */
const carrierOfShop: Record<CountryCode, CarrierId> = {
  DE: 'dhl',
  AT: 'post-at',
  CH: 'swiss-post',
};

export const returnCarrierOf = (country: CountryCode): Carrier => carriers[carrierOfShop[country]];
