import { paths, type DeliveryAddress } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, ButtonLink, Notice, Tag, cardSurface, theme, visuallyHidden } from '@account/ui';
import { NS } from '../../../i18n';
import { AddressLines, addressSummary } from '../../../components/AddressLines';
import type { AddressAction } from '../hooks/useAddressList';

interface DeliveryAddressCardProps {
  address: DeliveryAddress;
  busyAction: AddressAction | null;
  failedAction: AddressAction | null;
  onAction: (action: AddressAction) => void;
}

const failedText = {
  delete: 'list.deleteFailed',
  restore: 'list.restoreFailed',
  setPreferred: 'list.preferredFailed',
} as const;

/** One delivery address: its lines, pick-up point data, the preferred mark and its actions. */
export function DeliveryAddressCard({
  address,
  busyAction,
  failedAction,
  onAction,
}: DeliveryAddressCardProps) {
  const { t } = useTranslation(NS);
  const label = (action: string) =>
    t('list.actionFor', { action, address: addressSummary(address) });
  const name = `${t(`address.salutations.${address.salutation}`)} ${address.firstName} ${address.lastName}`;
  return (
    <li css={{ ...cardSurface, display: 'flex', flexDirection: 'column', gap: theme.space(1.5) }}>
      {(address.isDefault || address.isDeleted || address.dhloptions) && (
        <p css={{ margin: 0, display: 'flex', gap: theme.space(1), flexWrap: 'wrap' }}>
          {address.isDefault && <Tag tone="success">{t('list.preferred')}</Tag>}
          {address.dhloptions && (
            <Tag tone="progress">{t(`address.kinds.${address.dhloptions.parcelPointKind}`)}</Tag>
          )}
          {address.isDeleted && <Tag tone="neutral">{t('list.deleted')}</Tag>}
        </p>
      )}
      <AddressLines address={address} name={name} />
      {address.phone && <p css={{ margin: 0 }}>{t('address.phone', { phone: address.phone })}</p>}
      {address.dhloptions && !address.isDhlDeliveryAddressPostNumberValid && !address.isDeleted && (
        <Notice tone="warning">{t('address.postNumberInvalid')}</Notice>
      )}
      {failedAction && <Notice tone="error">{t(failedText[failedAction])}</Notice>}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5), marginTop: 'auto' }}>
        {address.isDeleted ? (
          <Button
            variant="secondary"
            busy={busyAction === 'restore'}
            aria-label={label(t('list.restore'))}
            onClick={() => onAction('restore')}
          >
            {t('list.restore')}
          </Button>
        ) : (
          <>
            <ButtonLink to={paths.addresses.detail(address.id)} variant="secondary">
              <span aria-hidden="true">{t('list.edit')}</span>
              <span css={visuallyHidden}>{label(t('list.edit'))}</span>
            </ButtonLink>
            <Button
              variant="destructive"
              busy={busyAction === 'delete'}
              aria-label={label(t('list.delete'))}
              onClick={() => onAction('delete')}
            >
              {t('list.delete')}
            </Button>
            {!address.isDefault && (
              <Button
                variant="tertiary"
                busy={busyAction === 'setPreferred'}
                aria-label={label(t('list.setPreferred'))}
                onClick={() => onAction('setPreferred')}
              >
                {t('list.setPreferred')}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
