import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useDeleteAccount } from '../hooks/useDeleteAccount';
import { DeleteAccountModal } from './DeleteAccountModal';

/** The end of "Meine Daten": deleting the account, behind a modal that asks for the password. */
export function DeleteAccountSection() {
  const { t } = useTranslation(NS);
  const deletion = useDeleteAccount();
  return (
    <section
      aria-labelledby="delete-account-heading"
      css={{ borderTop: `1px solid ${theme.color.divider}`, paddingTop: theme.space(3) }}
    >
      <h2 id="delete-account-heading" css={{ fontSize: theme.fontSize.xl, marginTop: 0 }}>
        {t('deleteAccount.heading')}
      </h2>
      <p>{t('deleteAccount.intro')}</p>
      <Button variant="destructive" onClick={deletion.openModal}>
        {t('deleteAccount.open')}
      </Button>
      <DeleteAccountModal
        open={deletion.open}
        onClose={deletion.closeModal}
        busy={deletion.busy}
        failure={deletion.failure}
        onDelete={(password) => void deletion.submit(password)}
      />
    </section>
  );
}
