import {
  shipmentArrival,
  trackingPageOf,
  type Order,
  type OrderShipment,
} from '@account/contracts';
import { Fragment, useId } from 'react';
import { currentLocale } from '@account/config';
import { formatDeliveryDay, useTranslation } from '@account/i18n';
import { theme, visuallyHidden } from '@account/ui';
import { ProductName } from '@account/ui/products';
import { NS } from '../i18n';

type HeadingLevel = 2 | 3;

function Shipment({
  order,
  shipment,
  heading,
  headingLevel,
  brief,
}: {
  order: Order;
  shipment: OrderShipment;
  heading: string | null;
  headingLevel: HeadingLevel;
  brief: boolean;
}) {
  const { t } = useTranslation(NS);
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  const arrival = brief ? null : shipmentArrival(shipment);
  const items = brief ? [] : order.items.filter((item) => shipment.itemIds.includes(item.id));
  return (
    <li
      // On a card, a box in the card's box would weigh more than the order itself.
      css={
        brief
          ? undefined
          : {
              border: `1px solid ${theme.color.border}`,
              borderRadius: theme.radii.md,
              background: theme.color.white,
              padding: theme.space(2),
            }
      }
    >
      {heading && <Heading css={{ fontSize: theme.fontSize.lg, marginTop: 0 }}>{heading}</Heading>}
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
            // Above the link a card stretches over itself (the orders list), so it stays its own.
            css={{
              color: theme.color.brand,
              fontWeight: theme.fontWeight.bold,
              position: 'relative',
              zIndex: 1,
            }}
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

/**
 * Where the order is: each parcel with its carrier and the number to follow it on the carrier's
 * page. On the order page with its contents and arrival (`headingLevel` 2); on a card of the
 * orders list `brief`, under the card's heading, since the card says the arrival already.
 */
export function Shipments({
  order,
  headingLevel = 2,
  brief = false,
}: {
  order: Order;
  headingLevel?: HeadingLevel;
  brief?: boolean;
}) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const shipments = order.shipments ?? [];
  if (shipments.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={titleId} css={{ marginBottom: brief ? 0 : theme.space(4) }}>
      <Heading
        id={titleId}
        css={
          brief
            ? { fontSize: theme.fontSize.md, margin: `0 0 ${theme.space(1)}` }
            : { fontSize: theme.fontSize.xl }
        }
      >
        {t('shipments.title')}
      </Heading>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space(brief ? 1 : 2),
        }}
      >
        {shipments.map((shipment, index) => (
          <Shipment
            key={shipment.parcelNumber}
            order={order}
            shipment={shipment}
            heading={
              shipments.length > 1 && !brief
                ? t('shipments.numbered', { index: index + 1, count: shipments.length })
                : null
            }
            headingLevel={headingLevel}
            brief={brief}
          />
        ))}
      </ul>
    </section>
  );
}
