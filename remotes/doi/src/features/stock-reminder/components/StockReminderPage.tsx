import { confirmStockReminder, unsubscribeStockReminder } from '@account/api-client/doi';
import { useTranslation } from '@account/i18n';
import { useSubmit } from '@account/ui/forms';
import { useParamsFromMailLink } from '@account/ui/mail-links';
import { NS } from '../../../i18n';
import { MailLinkPage } from '../../../components/MailLinkPage';
import { linkFailure } from '../../../components/failures';

const LINK_PARAMS = ['token'] as const;

const ACTIONS = {
  confirm: {
    call: confirmStockReminder,
    keys: { title: 'confirmTitle', intro: 'confirmIntro', button: 'confirm' },
  },
  unsubscribe: {
    call: unsubscribeStockReminder,
    keys: { title: 'unsubscribeTitle', intro: 'unsubscribeIntro', button: 'unsubscribe' },
  },
} as const;

/**
 * stock-reminder/confirm-doi and stock-reminder/unsubscribe: the same page with the other call.
 * The answer names the product and the state the reminder is in now; any failure is the
 * stock-reminder error of spec section 8. A used or expired link (410) keeps no button: there is
 * nothing left to confirm with it.
 */
export function StockReminderPage({ action }: { action: keyof typeof ACTIONS }) {
  const { t } = useTranslation(NS);
  const { token } = useParamsFromMailLink(LINK_PARAMS);
  const { call, keys } = ACTIONS[action];
  const submission = useSubmit(() => call(token), linkFailure);
  const reminder = submission.state.status === 'success' ? submission.state.result : null;
  const confirmed = reminder?.status === 'CONFIRMED';
  return (
    <MailLinkPage
      title={t(`stockReminder.${keys.title}`)}
      intro={t(`stockReminder.${keys.intro}`)}
      confirmLabel={t(`stockReminder.${keys.button}`)}
      missingMessage={token ? null : t('link.missing')}
      busy={submission.busy}
      failureMessage={submission.failure && t('stockReminder.error')}
      final={submission.failure === 'expired'}
      onConfirm={() => void submission.submit()}
      success={
        reminder && {
          title: t(confirmed ? 'stockReminder.confirmedTitle' : 'stockReminder.unsubscribedTitle'),
          body: t(confirmed ? 'stockReminder.confirmedBody' : 'stockReminder.unsubscribedBody', {
            product: reminder.productName,
          }),
        }
      }
    />
  );
}
