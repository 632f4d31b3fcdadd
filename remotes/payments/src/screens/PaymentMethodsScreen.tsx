import { useEffect, useRef, useState } from 'react';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useLocation } from '@account/router';
import { AsyncContent, Notice, SectionHeader, theme } from '@account/ui';
import { NS } from '../i18n';
import { loadPaymentOverview, usePaymentOverview } from '../hooks/usePaymentOverview';
import { PaymentMethodList } from '../features/payment-methods/components/PaymentMethodList';
import { PreferredPaymentForm } from '../features/payment-methods/components/PreferredPaymentForm';
import { PaymentTerms } from '../features/payment-methods/components/PaymentTerms';
import { BankDetailsSection } from '../features/bank-details/components/BankDetailsSection';

type BankNotice = 'saved' | 'deleted' | null;

/** A bank change on the edit page leads here (spec section 2) and says so in the navigation state. */
const savedOf = (state: unknown): BankNotice =>
  (state as { bankDetailsChanged?: string } | null)?.bankDetailsChanged === 'saved'
    ? 'saved'
    : null;

/** payment-methods: the methods with the preferred one, the preference, bank details and terms. */
export function PaymentMethodsScreen() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const { state, reload, setData } = usePaymentOverview();
  const [notice, setNotice] = useState<BankNotice>(() => savedOf(location.state));
  const noticeRef = useRef<HTMLDivElement>(null);
  // After a delete the button that was pressed is gone: focus goes to what happened instead.
  useEffect(() => {
    if (notice === 'deleted') noticeRef.current?.focus();
  }, [notice]);

  async function afterDelete() {
    try {
      setData(await loadPaymentOverview());
    } catch {
      reload();
    }
    setNotice('deleted');
  }

  return (
    <>
      <SectionHeader
        title={t('methods.title')}
        back={{ to: paths.home(), label: t('methods.back') }}
      />
      <AsyncContent state={state} errorMessage={t('methods.error')} onRetry={reload}>
        {(overview) => (
          <>
            {notice && (
              <div ref={noticeRef} tabIndex={-1} css={{ outline: 'none' }}>
                <Notice tone="success">
                  {t(notice === 'saved' ? 'bank.saved' : 'bank.deleted')}
                </Notice>
              </div>
            )}
            <section aria-labelledby="payment-methods-list" css={{ marginBottom: theme.space(3) }}>
              <h2 id="payment-methods-list" css={{ fontSize: theme.fontSize.xl }}>
                {t('methods.listTitle')}
              </h2>
              <PaymentMethodList methods={overview.methods} />
              <PreferredPaymentForm
                key={overview.bankDetails ? 'with-bank' : 'without-bank'}
                methods={overview.methods}
                hasBankDetails={overview.bankDetails !== null}
                onChanged={(methods) => {
                  setNotice(null);
                  setData({ ...overview, methods });
                }}
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
