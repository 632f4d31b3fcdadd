import { currentLocale } from '@account/config';
import { shopTimeZoneOfLocale, type CustomerVoucher } from '@account/contracts';
import { formatDate, useTranslation } from '@account/i18n';
import { Button, Tag, cardSurface, theme, type TagTone } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';
import { useVoucherValue } from '../../../components/useVoucherValue';

const stateTone: Record<CustomerVoucher['state'], TagTone> = {
  USABLE: 'success',
  REDEEMED: 'neutral',
  EXPIRED: 'neutral',
};

interface VoucherCardProps {
  voucher: CustomerVoucher;
  copied: boolean;
  copyFailed: boolean;
  onCopy: (code: string) => void;
}

/**
 * One voucher: what it is worth, its state in words (a used or expired one is greyed too, never
 * told by colour alone), the code with a copy button while it can be redeemed, the minimum order
 * and the last day in the shop's calendar.
 */
export function VoucherCard({ voucher, copied, copyFailed, onCopy }: VoucherCardProps) {
  const { t } = useTranslation(NS);
  const valueText = useVoucherValue();
  const format = shopFormat();
  const usable = voucher.state === 'USABLE';
  const locale = currentLocale();
  return (
    <li
      css={{
        ...cardSurface,
        listStyle: 'none',
        display: 'grid',
        gap: theme.space(1),
        ...(usable
          ? {}
          : {
              background: theme.color.subtle,
              color: theme.color.muted,
              boxShadow: 'none',
              borderStyle: 'dashed',
            }),
      }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(1),
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <h2 css={{ margin: 0, fontSize: theme.fontSize.xl }}>
          {valueText(voucher)}
          {voucher.welcome && (
            <span css={{ display: 'block', fontSize: theme.fontSize.md, fontWeight: 'normal' }}>
              {t('vouchers.welcome')}
            </span>
          )}
        </h2>
        <Tag tone={stateTone[voucher.state]}>{t(`vouchers.state.${voucher.state}`)}</Tag>
      </div>
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          gap: `${theme.space(0.5)} ${theme.space(2)}`,
          alignItems: 'baseline',
          [theme.media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
          dd: { margin: 0 },
          dt: { fontWeight: theme.fontWeight.bold },
        }}
      >
        <dt>{t('vouchers.code')}</dt>
        <dd>
          <span
            css={{
              fontFamily: 'monospace',
              fontSize: theme.fontSize.lg,
              overflowWrap: 'anywhere',
              ...(usable ? {} : { textDecoration: 'line-through' }),
            }}
          >
            {voucher.code}
          </span>
        </dd>
        <dt>{t('vouchers.minimumOrder')}</dt>
        <dd>
          {voucher.minimumOrderValue === null
            ? t('vouchers.noMinimumOrder')
            : format.cents(voucher.minimumOrderValue, voucher.currency)}
        </dd>
        <dt>{t(usable ? 'vouchers.validUntil' : 'vouchers.wasValidUntil')}</dt>
        {/* A calendar day of the shop already: formatted as it is, not moved by a zone. */}
        <dd>{formatDate(voucher.validUntil, locale)}</dd>
        {voucher.redeemedAt !== null && (
          <>
            <dt>{t('vouchers.redeemedOn')}</dt>
            <dd>{formatDate(voucher.redeemedAt, locale, shopTimeZoneOfLocale(locale))}</dd>
          </>
        )}
      </dl>
      {usable && (
        <div
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5), alignItems: 'center' }}
        >
          <Button
            variant="secondary"
            aria-label={t('vouchers.copyLabel', { code: voucher.code })}
            onClick={() => onCopy(voucher.code)}
          >
            {t('vouchers.copy')}
          </Button>
          {copied && <span css={{ color: theme.color.success }}>{t('vouchers.copied')}</span>}
          {copyFailed && <span>{t('vouchers.copyFailed')}</span>}
        </div>
      )}
    </li>
  );
}
