import { useEffect, useRef } from 'react';
import { shopUrl } from '@account/config';
import { shopBasketPath, type BuyAgainResult } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { ConfirmationNotice, Notice, focusRing, theme } from '@account/ui';
import { NS } from '../../../i18n';

function Details({ result }: { result: BuyAgainResult }) {
  const { t } = useTranslation(NS);
  const count = result.added.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <p>{count > 0 ? t('buyAgain.added', { count }) : t('buyAgain.noneAdded')}</p>
      {result.unavailable.length > 0 && (
        <>
          <p css={{ marginBottom: theme.space(0.5) }}>{t('buyAgain.unavailable')}</p>
          <ul css={{ marginTop: 0 }}>
            {result.unavailable.map((item) => (
              <li key={item.sku}>{t(`buyAgain.reasons.${item.reason}`, { title: item.title })}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href={shopUrl(shopBasketPath)} css={{ fontWeight: 700, color: theme.color.brand }}>
          {t('buyAgain.basket')}
        </a>
      </p>
    </>
  );
}

/** A warning that takes focus like the confirmation does: nothing went into the basket. */
function NothingAdded({ result }: { result: BuyAgainResult }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} css={{ '&:focus-visible': focusRing }}>
      <Notice tone="warning">
        <Details result={result} />
      </Notice>
    </div>
  );
}

/**
 * What buying again did: how many items are in the basket now, which ones could not go in
 * (sold out, no longer sold) and the way to the basket. It takes focus (WCAG 2.4.3, 4.1.3).
 */
export function BuyAgainOutcome({ result }: { result: BuyAgainResult }) {
  if (result.added.length === 0) return <NothingAdded result={result} />;
  return (
    <ConfirmationNotice>
      <Details result={result} />
    </ConfirmationNotice>
  );
}
