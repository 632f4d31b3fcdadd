import { paths, type BankDetails } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, ButtonLink, Card, Notice, theme } from '@account/ui';
import { Modal } from '@account/ui/modal';
import { StepUpPasswordForm } from '@account/ui/step-up';
import { NS } from '../../../i18n';
import { IbanText } from '../../../components/IbanText';
import { useDeleteBankDetails } from '../hooks/useDeleteBankDetails';

interface BankDetailsSectionProps {
  bankDetails: BankDetails | null;
  directDebitPreferred: boolean;
  onDeleted: () => Promise<void>;
}

const row = { display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: theme.space(1) };

/** Spec section 3: holder, bank and the masked IBAN; change leads to the edit page, delete asks first. */
export function BankDetailsSection({
  bankDetails,
  directDebitPreferred,
  onDeleted,
}: BankDetailsSectionProps) {
  const { t } = useTranslation(NS);
  const { t: tCommon } = useTranslation();
  const removal = useDeleteBankDetails(onDeleted);
  return (
    <Card title={t('bank.title')} headingLevel={2}>
      {bankDetails ? (
        <>
          <dl css={{ margin: `0 0 ${theme.space(2)}`, display: 'grid', gap: theme.space(1) }}>
            <div css={row}>
              <dt>{t('bank.accountHolder')}</dt>
              <dd css={{ margin: 0 }}>{bankDetails.accountHolder}</dd>
            </div>
            {bankDetails.bankName && (
              <div css={row}>
                <dt>{t('bank.bankName')}</dt>
                <dd css={{ margin: 0 }}>{bankDetails.bankName}</dd>
              </div>
            )}
            <div css={row}>
              <dt>{t('bank.iban')}</dt>
              <dd css={{ margin: 0 }}>
                <IbanText maskedIban={bankDetails.maskedIban} />
              </dd>
            </div>
          </dl>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
            <ButtonLink to={paths.payments.edit()} variant="secondary">
              {t('bank.change')}
            </ButtonLink>
            <Button variant="destructive" onClick={removal.openModal}>
              {t('bank.delete')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p css={{ marginTop: 0 }}>{t('bank.none')}</p>
          <ButtonLink to={paths.payments.edit()}>{t('bank.add')}</ButtonLink>
        </>
      )}
      {/* One modal for both steps: closing a dialog to open another would count as cancelling. */}
      <Modal
        open={removal.open}
        title={removal.passwordAsked ? tCommon('stepUp.title') : t('bank.deleteModal.title')}
        onClose={removal.close}
        closeButton={false}
      >
        {removal.passwordAsked ? (
          <StepUpPasswordForm
            failure={removal.stepUpFailure}
            errorMessage={removal.failure === 'failed' ? t('bank.deleteModal.error') : undefined}
            busy={removal.busy}
            onConfirm={(password) => removal.confirm(password)}
            onCancel={removal.close}
          />
        ) : (
          <>
            <p>{t('bank.deleteModal.body')}</p>
            {directDebitPreferred && <p>{t('bank.deleteModal.preferredFallback')}</p>}
            {removal.failure === 'failed' && (
              <Notice tone="error">{t('bank.deleteModal.error')}</Notice>
            )}
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
              <Button variant="secondary" onClick={removal.close}>
                {t('bank.deleteModal.keep')}
              </Button>
              <Button variant="destructive" busy={removal.busy} onClick={() => removal.confirm()}>
                {t('bank.deleteModal.confirm')}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </Card>
  );
}
