import { streamerPictureUrl } from '@account/api-client/creators';
import type { Streamer } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NS } from '../i18n';

export function StreamerPicture({ streamer, size }: { streamer: Streamer; size: number }) {
  const { t } = useTranslation(NS);
  return (
    <img
      src={streamerPictureUrl(streamer.imagePath)}
      alt={t('creator.pictureOf', { name: streamer.name })}
      width={size}
      height={size}
      css={{ borderRadius: '50%', display: 'block', flexShrink: 0 }}
    />
  );
}
