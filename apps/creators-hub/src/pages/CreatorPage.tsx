import { currentLocale, hostUrl } from '@account/config';
import { RETURN_TO_PARAM, creatorsHubPaths, paths } from '@account/contracts';
import { formatShopDateTime, useTranslation } from '@account/i18n';
import { useParams } from '@account/router';
import {
  AsyncContent,
  Button,
  InfoScreen,
  Notice,
  SectionHeader,
  Tag,
  announce,
  buttonStyle,
  theme,
} from '@account/ui';
import { NS } from '../i18n';
import { StreamerPicture } from './StreamerPicture';
import { useCreator } from './useCreator';
import { WatchLink } from './WatchLink';

/** creators/{id}: a creator, their planned streams, and follow / unfollow. */
export function CreatorPage() {
  const { t } = useTranslation(NS);
  const id = useParams().id ?? '';
  const { state, reload, status, setFollowing, sessionStatus } = useCreator(id);
  const back = { to: creatorsHubPaths.start(), label: t('creator.back') };
  return (
    <AsyncContent state={state} errorMessage={t('creator.error')} onRetry={reload}>
      {({ creator, following }) => {
        if (!creator)
          return (
            <InfoScreen
              illustration="notFound"
              headingLevel={1}
              title={t('creator.notFound')}
              body={t('notFound.body')}
            />
          );
        const login = hostUrl(
          'account',
          `${paths.login.start()}?${RETURN_TO_PARAM}=${encodeURIComponent(
            `${paths.creatorsHub()}${creatorsHubPaths.creator(creator.id)}`,
          )}`,
        );
        const toggle = async () => {
          const next = !following;
          if (await setFollowing(next))
            announce(t(next ? 'creator.followed' : 'creator.unfollowed', { name: creator.name }));
        };
        return (
          <>
            <SectionHeader title={creator.name} back={back} />
            <div
              css={{
                display: 'flex',
                gap: theme.space(3),
                alignItems: 'center',
                flexWrap: 'wrap',
                marginBottom: theme.space(3),
              }}
            >
              <StreamerPicture streamer={creator} size={120} />
              <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
                <span css={{ color: theme.color.muted }}>{creator.topic}</span>
                {creator.liveNow && creator.currentStream && (
                  <>
                    <span>
                      <Tag tone="error">{t('creator.live')}</Tag>{' '}
                      {t('creator.running', { title: creator.currentStream.title })}
                    </span>
                    <WatchLink stream={creator.currentStream} />
                  </>
                )}
                {following !== null ? (
                  <div
                    css={{
                      display: 'flex',
                      gap: theme.space(2),
                      alignItems: 'center',
                      flexWrap: 'wrap',
                    }}
                  >
                    <Button
                      variant={following ? 'secondary' : 'primary'}
                      busy={status === 'busy'}
                      onClick={toggle}
                    >
                      {t(following ? 'creator.unfollow' : 'creator.follow')}
                    </Button>
                    {following && <span>{t('creator.following', { name: creator.name })}</span>}
                  </div>
                ) : (
                  sessionStatus === 'loggedOut' &&
                  login && (
                    <a href={login} css={buttonStyle('primary')}>
                      {t('creator.loginToFollow', { name: creator.name })}
                    </a>
                  )
                )}
                {status === 'failed' && <Notice tone="error">{t('creator.changeFailed')}</Notice>}
              </div>
            </div>
            <h2>{t('creator.schedule')}</h2>
            {creator.schedule.length === 0 ? (
              <p>{t('creator.noSchedule')}</p>
            ) : (
              <ul css={{ paddingLeft: theme.space(2.5) }}>
                {creator.schedule.map((stream) => (
                  <li key={stream.id}>
                    {t('creator.streamAt', {
                      title: stream.title,
                      ...formatShopDateTime(stream.startsAt, currentLocale()),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </AsyncContent>
  );
}
