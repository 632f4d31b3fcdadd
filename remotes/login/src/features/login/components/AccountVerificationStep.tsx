import { forgotPassword } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice } from '@account/ui';
import { NS } from '../../../i18n';
import { useMailRequest } from '../../../hooks/useMailRequest';
import { MessageNotice } from '../../../components/MessageNotice';

/**
 * A full account without password, found by e-mail: the customer proves the mailbox by a
 * set-password link (the account-verification pages need a login this customer cannot do yet).
 */
export function AccountVerificationStep({
  username,
  onChangeUsername,
}: {
  username: string;
  onChangeUsername: () => void;
}) {
  const { t } = useTranslation(NS);
  const { busy, sent, error, send } = useMailRequest(() => forgotPassword(username));

  return (
    <>
      <p>{t('accountVerification.intro')}</p>
      {error && <MessageNotice message={error} />}
      {sent ? (
        <ConfirmationNotice>{t('accountVerification.sent', { username })}</ConfirmationNotice>
      ) : (
        <Button busy={busy} onClick={() => void send()}>
          {t('accountVerification.send')}
        </Button>
      )}
      <p>
        <Button variant="link" onClick={onChangeUsername}>
          {t('createAccount.changeEmail')}
        </Button>
      </p>
    </>
  );
}
