import { Fragment } from 'react';
import { groupIban } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NS } from '../i18n';

const group = { whiteSpace: 'nowrap' } as const;

/**
 * A masked IBAN grouped by four; screen readers hear "endet auf 3000" instead of a row of
 * asterisks. The line may break between groups, never inside one, so the IBAN fits a 320 px
 * screen (WCAG 1.4.10) and still reads as one image of one IBAN.
 */
export function IbanText({ maskedIban }: { maskedIban: string }) {
  const { t } = useTranslation(NS);
  const groups = groupIban(maskedIban).split(' ');
  return (
    <span
      role="img"
      aria-label={t('bank.ibanMaskedLabel', { end: maskedIban.slice(-4) })}
      css={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' }}
    >
      {groups.map((characters, index) => (
        // The IBAN's groups never move, so their position is their identity.
        <Fragment key={index}>
          {/* The space between the groups, outside them, is where the line may break. */}
          {index > 0 && ' '}
          <span css={group}>{characters}</span>
        </Fragment>
      ))}
    </span>
  );
}
