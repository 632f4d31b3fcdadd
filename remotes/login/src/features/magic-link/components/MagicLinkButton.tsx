import { useTranslation } from '@account/i18n';
import { Button, Notice } from '@account/ui';
import { NS } from '../../../i18n';
import { MessageNotice } from '../../../components/MessageNotice';
import { useMagicLinkSender } from '../hooks/useMagicLinkSender';

const LABEL = { ACTIVE: 'magicLink.send', IN_PROGRESS: 'magicLink.sending', SUCCESS: 'magicLink.sent', DISABLED: 'magicLink.disabled' } as const;

export function MagicLinkButton({ username }: { username: string }) {
  const { t } = useTranslation(NS);
  const { state, outcome, sendLink } = useMagicLinkSender();
  return (
    <div>
      {outcome === 'sent' && <Notice tone="success">{t('magicLink.success', { username })}</Notice>}
      {outcome === 'tooMany' && <MessageNotice message={{ key: 'magicLink.tooMany' }} />}
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
