/**
 * The carriers that bring an order: each shop's parcel service, and a freight forwarder for bulky
 * goods (a sofa is not a parcel and is delivered to the room by appointment).
 */
export const shipmentCarriers = ['dhl', 'post-at', 'swiss-post', 'freight'] as const;
export type ShipmentCarrier = (typeof shipmentCarriers)[number];

/**
 * Each carrier's public tracking page, `{parcelNumber}` standing for the parcel's number: the one
 * place to change when a carrier moves its page.
 */
export const carrierTrackingPages: Record<ShipmentCarrier, string> = {
  dhl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={parcelNumber}',
  'post-at': 'https://www.post.at/s/sendungsdetails?snr={parcelNumber}',
  'swiss-post':
    'https://service.post.ch/ekp-web/ui/entry/shipping/1/search?formattedParcelCodes={parcelNumber}',
  freight: 'https://www.dbschenker.com/app/tracking-public/?refNumber={parcelNumber}',
};

/**
 * The tracking page of one parcel. The number is URL-encoded: it comes from the order service,
 * and a number with "&" or "#" must not change which page or query the link opens.
 */
export function trackingPageOf(carrier: ShipmentCarrier, parcelNumber: string): string {
  return carrierTrackingPages[carrier].replace('{parcelNumber}', encodeURIComponent(parcelNumber));
}
