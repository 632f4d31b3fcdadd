import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import {
  AsyncContent,
  ConfirmationOutlet,
  SectionHeader,
  theme,
  useConfirmation,
} from '@account/ui';
import { NS } from '../i18n';
import { loadPaymentOverview, usePaymentOverview } from '../hooks/usePaymentOverview';
import { PaymentMethodList } from '../features/payment-methods/components/PaymentMethodList';
import { PreferredPaymentForm } from '../features/payment-methods/components/PreferredPaymentForm';
import { PaymentTerms } from '../features/payment-methods/components/PaymentTerms';
import { BankDetailsSection } from '../features/bank-details/components/BankDetailsSection';

/** payment-methods: the methods with the preferred one, the preference, bank details and terms. */
export function PaymentMethodsScreen() {
  const { t } = useTranslation(NS);
  const { state, reload, setData } = usePaymentOverview();
  const confirm = useConfirmation();

  async function afterDelete() {
    try {
      setData(await loadPaymentOverview());
    } catch {
      reload();
    }
    void confirm(t('bank.deleted'));
  }

  return (
    <>
      <SectionHeader
        title={t('methods.title')}
        back={{ to: paths.home(), label: t('methods.back') }}
      />
      <ConfirmationOutlet />
      <AsyncContent state={state} errorMessage={t('methods.error')} onRetry={reload}>
        {(overview) => (
          <>
            <section aria-labelledby="payment-methods-list" css={{ marginBottom: theme.space(3) }}>
              <h2 id="payment-methods-list" css={{ fontSize: theme.fontSize.xl }}>
                {t('methods.listTitle')}
              </h2>
              <PaymentMethodList methods={overview.methods} />
              <PreferredPaymentForm
                key={overview.bankDetails ? 'with-bank' : 'without-bank'}
                methods={overview.methods}
                hasBankDetails={overview.bankDetails !== null}
                onChanged={(methods) => setData({ ...overview, methods })}
              />
            </section>
            <BankDetailsSection
              bankDetails={overview.bankDetails}
              directDebitPreferred={overview.methods.preferredPaymentMethod === 'DIRECT_DEBIT'}
              onDeleted={afterDelete}
            />
          </>
        )}
      </AsyncContent>
      <PaymentTerms />
    </>
  );
}
