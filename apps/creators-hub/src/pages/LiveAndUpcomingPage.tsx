import { getStreamers } from '@account/api-client/creators';
import { currentLocale } from '@account/config';
import { creatorsHubPaths, type Streamer } from '@account/contracts';
import { formatShopDateTime, useTranslation } from '@account/i18n';
import { Link } from '@account/router';
import { AsyncContent, SectionHeader, Tag, cardSurface, theme, useAsync } from '@account/ui';
import { NS } from '../i18n';
import { StreamerPicture } from './StreamerPicture';
import { WatchLink } from './WatchLink';

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: theme.space(2),
  padding: 0,
  margin: `0 0 ${theme.space(4)}`,
  listStyle: 'none',
} as const;

function StreamerItem({ streamer }: { streamer: Streamer }) {
  const { t } = useTranslation(NS);
  const stream = streamer.liveNow ? streamer.currentStream : streamer.nextStream;
  const line = !stream
    ? null
    : streamer.liveNow
      ? t('live.running', { title: stream.title })
      : t('live.startsAt', {
          title: stream.title,
          ...formatShopDateTime(stream.startsAt, currentLocale()),
        });
  return (
    <li css={{ ...cardSurface, display: 'flex', gap: theme.space(2), alignItems: 'flex-start' }}>
      <StreamerPicture streamer={streamer} size={64} />
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(0.5) }}>
        <h3 css={{ margin: 0, fontSize: theme.fontSize.lg }}>
          <Link to={creatorsHubPaths.creator(streamer.id)}>{streamer.name}</Link>
        </h3>
        <span css={{ color: theme.color.muted }}>{streamer.topic}</span>
        {streamer.liveNow && (
          <span>
            <Tag tone="error">{t('live.liveNow')}</Tag>
          </span>
        )}
        {line && <span>{line}</span>}
        {streamer.liveNow && streamer.currentStream && (
          <WatchLink stream={streamer.currentStream} />
        )}
      </div>
    </li>
  );
}

/** The hub's start: who streams now, then who streams next, soonest first. */
export function LiveAndUpcomingPage() {
  const { t } = useTranslation(NS);
  const { state, reload } = useAsync(getStreamers, 'streamers');
  return (
    <>
      <SectionHeader title={t('live.title')} />
      <AsyncContent state={state} errorMessage={t('live.error')} onRetry={reload}>
        {(streamers) => {
          const live = streamers.filter((streamer) => streamer.liveNow);
          const upcoming = streamers.filter((streamer) => !streamer.liveNow && streamer.nextStream);
          return (
            <>
              <h2>{t('live.liveNow')}</h2>
              {live.length === 0 ? (
                <p>{t('live.noneLive')}</p>
              ) : (
                <ul css={grid}>
                  {live.map((streamer) => (
                    <StreamerItem key={streamer.id} streamer={streamer} />
                  ))}
                </ul>
              )}
              <h2>{t('live.upcoming')}</h2>
              {upcoming.length === 0 ? (
                <p>{t('live.noneUpcoming')}</p>
              ) : (
                <ul css={grid}>
                  {upcoming.map((streamer) => (
                    <StreamerItem key={streamer.id} streamer={streamer} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </AsyncContent>
    </>
  );
}
