import { useEffect, useRef } from 'react';
import { streamerPictureUrl } from '@account/api-client/creators';
import { currentLocale, hostUrl } from '@account/config';
import { creatorsHubPaths, type Streamer } from '@account/contracts';
import { formatShopDateTime, useTranslation } from '@account/i18n';
import { Button, Notice, Tag, cardSurface, theme } from '@account/ui';
import { NS } from '../../../i18n';
import type { FollowState } from '../hooks/useFollowedCreators';

interface Props {
  streamer: Streamer;
  followState: FollowState;
  followed: boolean;
  onUnfollow: () => void;
  onUndo: () => void;
}

/**
 * One followed creator: picture, name (to their page in the creators hub), live now or the next
 * stream, and unfollow. Unfollowed, the card keeps its place and offers the undo; focus moves to
 * whichever button replaced the one pressed, so keyboard users stay where they were.
 */
export function FollowedCreatorCard({
  streamer,
  followState,
  followed,
  onUnfollow,
  onUndo,
}: Props) {
  const { t } = useTranslation(NS);
  const actions = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current && followState !== 'busy') actions.current?.querySelector('button')?.focus();
  }, [followed, followState]);
  const act = (action: () => void) => () => {
    acted.current = true;
    action();
  };
  const creatorPage = hostUrl('creatorsHub', creatorsHubPaths.creator(streamer.id));
  const next =
    streamer.nextStream && formatShopDateTime(streamer.nextStream.startsAt, currentLocale());

  return (
    <li
      css={{
        ...cardSurface,
        display: 'grid',
        gridTemplateColumns: '72px 1fr',
        gap: theme.space(2),
        alignItems: 'start',
        listStyle: 'none',
      }}
    >
      <img
        src={streamerPictureUrl(streamer.imagePath)}
        alt={t('followed.pictureOf', { name: streamer.name })}
        width={72}
        height={72}
        css={{ borderRadius: '50%', display: 'block' }}
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
        <div
          css={{ display: 'flex', gap: theme.space(1.5), alignItems: 'center', flexWrap: 'wrap' }}
        >
          <h2 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
            {creatorPage ? <a href={creatorPage}>{streamer.name}</a> : streamer.name}
          </h2>
          {streamer.liveNow && <Tag tone="error">{t('followed.live')}</Tag>}
        </div>
        <p css={{ margin: 0, color: theme.color.muted }}>{streamer.topic}</p>
        <p css={{ margin: 0 }}>
          {streamer.liveNow && streamer.currentStream
            ? t('followed.liveStream', { title: streamer.currentStream.title })
            : next && streamer.nextStream
              ? t('followed.nextStream', { title: streamer.nextStream.title, ...next })
              : t('followed.noStream')}
        </p>
        {followState === 'failed' && <Notice tone="error">{t('followed.changeFailed')}</Notice>}
        <div ref={actions}>
          {followed ? (
            <div>
              <Button
                variant="secondary"
                busy={followState === 'busy'}
                aria-label={t('followed.unfollowOf', { name: streamer.name })}
                onClick={act(onUnfollow)}
              >
                {t('followed.unfollow')}
              </Button>
            </div>
          ) : (
            <p css={{ margin: 0, display: 'flex', gap: theme.space(1.5), flexWrap: 'wrap' }}>
              <span>{t('followed.unfollowed', { name: streamer.name })}</span>
              <Button
                variant="link"
                busy={followState === 'busy'}
                aria-label={t('followed.undoOf', { name: streamer.name })}
                onClick={act(onUndo)}
              >
                {t('followed.undo')}
              </Button>
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
