import type { CheckedAddress } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { Modal } from '@account/ui/modal';
import { NS } from '../i18n';
import { AddressLines } from './AddressLines';

interface RecommendedAddressModalProps {
  entered: CheckedAddress;
  recommended: CheckedAddress;
  onUseRecommended: () => void;
  onKeepEntered: () => void;
  onClose: () => void;
}

/** The recommended-address modal (spec section 4): the checked spelling beside the input. */
export function RecommendedAddressModal({
  entered,
  recommended,
  onUseRecommended,
  onKeepEntered,
  onClose,
}: RecommendedAddressModalProps) {
  const { t } = useTranslation(NS);
  const column = { flex: '1 1 200px', margin: 0 };
  return (
    <Modal open title={t('recommendation.title')} onClose={onClose} closeButton={false}>
      <p>{t('recommendation.intro')}</p>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(2),
          marginBottom: theme.space(3),
        }}
      >
        <section css={column}>
          <h3 css={{ fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space(1)}` }}>
            {t('recommendation.recommended')}
          </h3>
          <AddressLines address={recommended} />
        </section>
        <section css={column}>
          <h3 css={{ fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space(1)}` }}>
            {t('recommendation.entered')}
          </h3>
          <AddressLines address={entered} />
        </section>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button onClick={onUseRecommended}>{t('recommendation.useRecommended')}</Button>
        <Button variant="secondary" onClick={onKeepEntered}>
          {t('recommendation.keepEntered')}
        </Button>
      </div>
    </Modal>
  );
}
