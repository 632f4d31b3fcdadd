import { useId } from 'react';
import type { ActiveSession } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Tag, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useShopDateTime } from '../../../components/useShopDateTime';
import { useDeviceName } from '../hooks/useSecurityFormat';

const details = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${theme.space(0.5)} ${theme.space(2)}`,
  margin: `${theme.space(1)} 0 0`,
  '& dt': { fontWeight: theme.fontWeight.bold },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
} as const;

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
    <li
      css={{
        listStyle: 'none',
        background: theme.color.white,
        border: `1px solid ${theme.color.divider}`,
        borderRadius: theme.radii.md,
        padding: theme.space(2),
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) }}>
        <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSize.lg }}>
          {name}
        </h3>
        {session.current && <Tag tone="success">{t('security.sessions.thisDevice')}</Tag>}
      </div>
      <dl css={details}>
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
