import { carrierTrackingPages, shipmentCarriers, trackingPageOf } from './shipment-carriers';

it('links a parcel to its carrier’s tracking page with its number', () => {
  expect(trackingPageOf('dhl', '340434567890123')).toBe(
    'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=340434567890123',
  );
  expect(trackingPageOf('post-at', 'CR500000012AT')).toBe(
    'https://www.post.at/s/sendungsdetails?snr=CR500000012AT',
  );
});

it('encodes the parcel number, so no number can change the page or its query', () => {
  const url = new URL(trackingPageOf('freight', 'SP 12/34&lang=en#x'));
  expect(url.hostname).toBe('www.dbschenker.com');
  expect(url.searchParams.get('refNumber')).toBe('SP 12/34&lang=en#x');
  expect(url.searchParams.has('lang')).toBe(false);
  expect(url.hash).toBe('');
});

it('has a secure tracking page with a place for the number for every carrier', () => {
  for (const carrier of shipmentCarriers) {
    expect(carrierTrackingPages[carrier]).toMatch(/^https:\/\/[^{}]+\{parcelNumber\}[^{}]*$/);
  }
});
