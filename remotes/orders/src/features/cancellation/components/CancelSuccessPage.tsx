import { Link, useLocation, useParams } from '@account/router';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { Notice, SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';
import { paths } from '@account/contracts';

/** orders/{id}/cancel-success: the e-mail comes along from the cancel (spec section 2), else from the session. */
export function CancelSuccessPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const passed = (useLocation().state as { email?: string } | null)?.email;
  const sessionEmail = useSession((state) => state.user?.email ?? '');
  return (
    <>
      <SectionHeader title={t('cancellation.success.title')} back={{ to: paths.orders.history(), label: t('detail.back') }} />
      <Notice tone="success">
        <p css={{ marginTop: 0 }}>{t('cancellation.success.body', { number: id, email: passed ?? sessionEmail })}</p>
        <p css={{ marginBottom: 0 }}>{t('cancellation.success.refund')}</p>
      </Notice>
      <Link to={paths.orders.history()}>{t('cancellation.success.action')}</Link>
    </>
  );
}
