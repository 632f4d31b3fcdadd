import { useTranslation } from '@account/i18n';
import { Button, Notice, useAnnounce } from '@account/ui';
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
  // The notice appears beside the button the customer is on; the live region says it aloud.
  useAnnounce(sent);
  return (
    <div>
      {sent && <Notice tone="success">{sent}</Notice>}
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
