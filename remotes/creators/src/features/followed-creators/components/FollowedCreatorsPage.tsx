import { currentHost, hostUrl } from '@account/config';
import { creatorsHubPaths, paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, EmptyState, SectionHeader, buttonStyle, theme, announce } from '@account/ui';
import { NS } from '../../../i18n';
import { useFollowedCreators } from '../hooks/useFollowedCreators';
import { FollowedCreatorCard } from './FollowedCreatorCard';

/** followed-creators: the creators the customer follows, live now or when they stream next. */
export function FollowedCreatorsPage() {
  const { t } = useTranslation(NS);
  const { state, reload, followState, isFollowed, unfollow, undo } = useFollowedCreators();
  const hub = hostUrl('creatorsHub', creatorsHubPaths.start());
  const host = currentHost();
  // The same page in the creators hub leads back within the hub; in another team's host (no
  // host of ours), out of it to the account area the host named (`accountUrl`).
  const inHub = host === 'creatorsHub';
  const accountHome = host === null ? hostUrl('account', paths.home()) : null;
  const back = inHub
    ? { to: creatorsHubPaths.start(), label: t('followed.backToHub') }
    : accountHome
      ? { href: accountHome, label: t('followed.back') }
      : { to: paths.home(), label: t('followed.back') };
  return (
    <>
      <SectionHeader title={t('followed.title')} back={back} />
      <AsyncContent state={state} errorMessage={t('followed.error')} onRetry={reload}>
        {(streamers) =>
          streamers.length === 0 ? (
            <EmptyState
              title={t('followed.empty.title')}
              body={t('followed.empty.body')}
              action={
                hub && (
                  <a href={hub} css={buttonStyle('primary')}>
                    {t(inHub ? 'followed.empty.actionInHub' : 'followed.empty.action')}
                  </a>
                )
              }
            />
          ) : (
            <>
              <p>{t('followed.intro')}</p>
              <ul css={{ display: 'grid', gap: theme.space(2), padding: 0, margin: 0 }}>
                {streamers.map((streamer) => (
                  <FollowedCreatorCard
                    key={streamer.id}
                    streamer={streamer}
                    followState={followState(streamer.id)}
                    followed={isFollowed(streamer.id)}
                    onUnfollow={async () => {
                      if (await unfollow(streamer))
                        announce(t('followed.unfollowed', { name: streamer.name }));
                    }}
                    onUndo={async () => {
                      if (await undo(streamer))
                        announce(t('followed.followedAgain', { name: streamer.name }));
                    }}
                  />
                ))}
              </ul>
            </>
          )
        }
      </AsyncContent>
    </>
  );
}
