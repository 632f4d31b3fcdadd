import type { Locale, OrderRefund } from '@account/contracts';
import { formatAmount, formatDate, useTranslation } from '@account/i18n';

interface RefundStateProps {
  refund: OrderRefund;
  /** The order's shop time zone: the dates are the shop's calendar days. */
  timeZone: string;
}

/**
 * Where the money back of a return or cancellation stands, in one sentence: "Erstattung
 * veranlasst am 28.11.2026, 129,00 € auf Ihre Rechnung" (the order and the account home).
 */
export function RefundState({ refund, timeZone }: RefundStateProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <>
      {t(`refund.${refund.state}`, {
        date: formatDate(refund.since, locale, timeZone),
        amount: refund.amount === null ? '' : formatAmount(refund.amount, refund.currency, locale),
        destination: t(`refund.destination.${refund.method}`),
      })}
    </>
  );
}
