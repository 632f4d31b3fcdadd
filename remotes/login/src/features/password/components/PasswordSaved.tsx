import { isLastWayIn, removeWaysIn } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice, theme } from '@account/ui';
import { WaysInRemovalOffer } from '@account/ui/ways-in';
import { NS } from '../../../i18n';

interface PasswordSavedProps {
  waysInRemovalToken: string;
  onContinue: () => void;
}

/**
 * The confirmation of a password set through a mailed link, for an account with passkeys or
 * provider logins (issue 33): the offer to remove them all, then on to where the link leads.
 */
export function PasswordSaved({ waysInRemovalToken, onContinue }: PasswordSavedProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      {/* The form is gone: the confirmation takes focus, so it is read first. */}
      <ConfirmationNotice>
        <p>{t('setPassword.saved')}</p>
      </ConfirmationNotice>
      <WaysInRemovalOffer
        onRemove={() => removeWaysIn(waysInRemovalToken)}
        isLastWayIn={isLastWayIn}
      />
      <div css={{ marginTop: theme.space(3) }}>
        <Button variant="secondary" onClick={onContinue}>
          {t('setPassword.continue')}
        </Button>
      </div>
    </>
  );
}
