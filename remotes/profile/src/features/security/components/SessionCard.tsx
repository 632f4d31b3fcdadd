import { useId } from 'react';
import type { ActiveSession } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Tag, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useShopDateTime } from '../../../components/useShopDateTime';
import { cardDetails, cardItem } from './card-styles';
import { useDeviceName } from '../hooks/useSecurityFormat';

interface SessionCardProps {
  session: ActiveSession;
  busy: boolean;
  onEnd: (session: ActiveSession) => void;
}

/** One live session; the calling one is marked and has no end button (that is the logout). */
export function SessionCard({ session, busy, onEnd }: SessionCardProps) {
  const { t } = useTranslation(NS);
  const deviceName = useDeviceName();
  const dateTime = useShopDateTime();
  const headingId = useId();
  const name = deviceName(session.device);
  const unknown = t('security.sessions.unknown');
  return (
    <li css={cardItem}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) }}>
        <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSize.lg }}>
          {name}
        </h3>
        {session.current && <Tag tone="success">{t('security.sessions.thisDevice')}</Tag>}
      </div>
      <dl css={cardDetails}>
        <dt>{t('security.sessions.lastActive')}</dt>
        <dd>{dateTime(session.lastActiveAt)}</dd>
        <dt>{t('security.sessions.shop')}</dt>
        <dd>{session.shop ? t(`security.sessions.shops.${session.shop}`) : unknown}</dd>
        <dt>{t('security.sessions.network')}</dt>
        <dd>{session.network ?? unknown}</dd>
      </dl>
      {!session.current && (
        <div css={{ marginTop: theme.space(2) }}>
          <Button
            variant="secondary"
            busy={busy}
            aria-describedby={headingId}
            onClick={() => onEnd(session)}
          >
            {t('security.sessions.end')}
          </Button>
        </div>
      )}
    </li>
  );
}
