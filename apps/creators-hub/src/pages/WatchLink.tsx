import { shopUrl } from '@account/config';
import type { CreatorStream } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../i18n';

/** To the shop's live TV page of a running stream; nothing where the service names none. */
export function WatchLink({ stream }: { stream: CreatorStream }) {
  const { t } = useTranslation(NS);
  if (!stream.watchPath) return null;
  return (
    <a
      href={shopUrl(stream.watchPath)}
      aria-label={t('live.watchLabel', { title: stream.title })}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: theme.hitArea,
        fontWeight: theme.fontWeight.bold,
      }}
    >
      {t('live.watch')}
    </a>
  );
}
