import { Fragment } from 'react';
import {
  shipmentArrival,
  trackingPageOf,
  type Order,
  type OrderShipment,
} from '@account/contracts';
import { currentLocale } from '@account/config';
import { formatDeliveryDay, useTranslation } from '@account/i18n';
import { theme, visuallyHidden } from '@account/ui';
import { ProductName } from '@account/ui/products';
import { NS } from '../../../i18n';

function Shipment({
  order,
  shipment,
  heading,
}: {
  order: Order;
  shipment: OrderShipment;
  heading: string | null;
}) {
  const { t } = useTranslation(NS);
  const arrival = shipmentArrival(shipment);
  const items = order.items.filter((item) => shipment.itemIds.includes(item.id));
  return (
    <li
      css={{
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radii.md,
        background: theme.color.white,
        padding: theme.space(2),
      }}
    >
      {heading && <h3 css={{ fontSize: theme.fontSize.lg, marginTop: 0 }}>{heading}</h3>}
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          gap: `${theme.space(1)} ${theme.space(2)}`,
          margin: 0,
          dt: { color: theme.color.muted },
          dd: { margin: 0, overflowWrap: 'anywhere' },
          [theme.media.phone]: {
            gridTemplateColumns: 'minmax(0, 1fr)',
            dd: { marginBottom: theme.space(1) },
          },
        }}
      >
        <dt>{t('shipments.carrier')}</dt>
        <dd>{t(`shipments.carriers.${shipment.carrier}`)}</dd>
        <dt>{t('shipments.parcelNumber')}</dt>
        <dd>
          {/* The carrier's page opens beside the order, which stays where the customer left it. */}
          <a
            href={trackingPageOf(shipment.carrier, shipment.parcelNumber)}
            target="_blank"
            rel="noopener noreferrer"
            css={{ color: theme.color.brand, fontWeight: theme.fontWeight.bold }}
          >
            {shipment.parcelNumber}
            <span css={visuallyHidden}> {t('shipments.newTab')}</span>
          </a>
        </dd>
        {arrival && (
          <>
            <dt>{t(`arrival.${arrival.kind}`)}</dt>
            <dd>{formatDeliveryDay(arrival.at, currentLocale(), order.timeZone)}</dd>
          </>
        )}
        {items.length > 0 && (
          <>
            <dt>{t('shipments.contents')}</dt>
            <dd>
              {items.map((item, index) => (
                <Fragment key={item.id}>
                  {index > 0 && ', '}
                  <ProductName name={item.title} />
                </Fragment>
              ))}
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** Where the order is: each parcel with its carrier and the number to follow it on the carrier's page. */
export function Shipments({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const shipments = order.shipments ?? [];
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="shipments-title" css={{ marginBottom: theme.space(4) }}>
      <h2 id="shipments-title" css={{ fontSize: theme.fontSize.xl }}>
        {t('shipments.title')}
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
        {shipments.map((shipment, index) => (
          <Shipment
            key={shipment.parcelNumber}
            order={order}
            shipment={shipment}
            heading={
              shipments.length > 1
                ? t('shipments.numbered', { index: index + 1, count: shipments.length })
                : null
            }
          />
        ))}
      </ul>
    </section>
  );
}
