import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice } from '@account/ui';
import { NS } from '../../../i18n';
import { MessageNotice } from '../../../components/MessageNotice';
import { useMagicLinkSender } from '../hooks/useMagicLinkSender';

const LABEL = {
  ACTIVE: 'magicLink.send',
  IN_PROGRESS: 'magicLink.sending',
  SUCCESS: 'magicLink.sent',
  DISABLED: 'magicLink.disabled',
} as const;

export function MagicLinkButton({ username }: { username: string }) {
  const { t } = useTranslation(NS);
  const { state, outcome, sendLink } = useMagicLinkSender();
  const sent = outcome === 'sent' ? t('magicLink.success', { username }) : null;
  // The confirmation appears above the button and takes focus, which reads it out.
  return (
    <div>
      {sent && <ConfirmationNotice>{sent}</ConfirmationNotice>}
      {outcome === 'tooMany' && (
        <MessageNotice message={{ key: 'magicLink.tooMany', tone: 'warning' }} />
      )}
      {outcome === 'failed' && <MessageNotice message={{ key: 'genericError' }} />}
      <Button
        variant="secondary"
        busy={state === 'IN_PROGRESS'}
        aria-disabled={state !== 'ACTIVE' || undefined}
        onClick={() => void sendLink(username)}
      >
        {t(LABEL[state])}
      </Button>
    </div>
  );
}
