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

/**
 * One live session; the calling one is marked and has no end button (that is the logout). Its
 * device, start and way in tell three sessions of one customer apart (issue 40).
 */
export function SessionCard({ session, busy, onEnd }: SessionCardProps) {
  const { t } = useTranslation(NS);
  const deviceName = useDeviceName();
  const dateTime = useShopDateTime();
  const headingId = useId();
  const name = deviceName(session.device);
  const unknown = t('security.sessions.unknown');
  const method = session.loginMethod;
  // The service names providers by the catalogue's enum (GOOGLE), as the linked logins do.
  const provider = t(`security.socialLogins.providers.${session.provider ?? ''}`, {
    defaultValue: session.provider ?? '',
  });
  return (
    <li css={cardItem}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) }}>
        <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSize.lg }}>
          {name}
        </h3>
        {session.current && <Tag tone="success">{t('security.sessions.thisDevice')}</Tag>}
      </div>
      {/* No place: a network range means nothing to a customer, and no location service is
          asked (docs/decisions/067). */}
      <dl css={cardDetails}>
        <dt>{t('security.sessions.startedAt')}</dt>
        <dd>{dateTime(session.startedAt)}</dd>
        {method && (
          <>
            <dt>{t('security.sessions.loginMethod')}</dt>
            <dd>{t(`security.sessions.loginMethods.${method}`, { provider })}</dd>
          </>
        )}
        <dt>{t('security.sessions.lastActive')}</dt>
        <dd>{dateTime(session.lastActiveAt)}</dd>
        <dt>{t('security.sessions.shop')}</dt>
        <dd>{session.shop ? t(`security.sessions.shops.${session.shop}`) : unknown}</dd>
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
