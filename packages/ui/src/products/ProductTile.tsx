import { useId, type ReactNode } from 'react';
import { useTranslation } from '@account/i18n';
import { cardSurface, Tag, theme } from '@account/ui';
import { ProductName } from './ProductName';

export interface ProductTileProps {
  name: string;
  brand: string;
  /** The product page of the shop (`/p/product/{id}`). */
  href: string;
  imageUrl: string;
  /** Formatted in the shop's currency. */
  price: string;
  /** The price before the deal, formatted; shown struck through. */
  referencePrice?: string | null;
  isDeal?: boolean;
  /** Why it is shown (recommendations): a short sentence under the price. */
  note?: ReactNode;
}

/** A product as a tile (product history, top deals): image, brand, name as link, price. */
export function ProductTile({
  name,
  brand,
  href,
  imageUrl,
  price,
  referencePrice,
  isDeal,
  note,
}: ProductTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      css={{
        ...cardSurface,
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(1),
        '&:hover, &:focus-within': { boxShadow: theme.shadow.raised },
        [theme.media.phone]: { padding: theme.space(1.5) },
      }}
    >
      {/* Decorative: the name beside it says what it shows. */}
      <img
        src={imageUrl}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        css={{ width: '100%', height: 'auto', maxWidth: 200, alignSelf: 'center' }}
      />
      <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm }}>{brand}</p>
      {/* German compounds ("Gesichtsreinigungsbürste") are longer than a narrow tile. */}
      <h3
        id={nameId}
        css={{ margin: 0, fontSize: theme.fontSize.md, hyphens: 'auto', overflowWrap: 'anywhere' }}
      >
        <a
          href={href}
          css={{
            color: theme.color.text,
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          <ProductName name={name} />
        </a>
      </h3>
      <p
        css={{
          margin: 0,
          display: 'flex',
          gap: theme.space(1),
          flexWrap: 'wrap',
          alignItems: 'baseline',
        }}
      >
        <strong css={{ fontSize: theme.fontSize.lg }}>{price}</strong>
        {referencePrice && (
          <span css={{ color: theme.color.muted }}>
            {t('product.referencePrice', { price: referencePrice })}
          </span>
        )}
        {isDeal && <Tag tone="progress">{t('product.deal')}</Tag>}
      </p>
      {note && (
        <p css={{ margin: 0, fontSize: theme.fontSize.sm, color: theme.color.muted }}>{note}</p>
      )}
    </li>
  );
}

/** Product tiles in a grid: as many columns as fit, two on a phone, as shops list products. */
export function ProductGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: theme.space(2),
        padding: 0,
        margin: `${theme.space(2)} 0`,
        [theme.media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </ul>
  );
}
