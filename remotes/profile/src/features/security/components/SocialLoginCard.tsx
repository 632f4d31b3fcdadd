import { useId } from 'react';
import type { LinkedSocialLogin } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useShopDateTime } from '../../../components/useShopDateTime';
import { cardDetails, cardItem } from './card-styles';

interface SocialLoginCardProps {
  socialLogin: LinkedSocialLogin;
  onRemove: (socialLogin: LinkedSocialLogin) => void;
}

/** One linked provider login: the provider, when it was linked and when it was last used. */
export function SocialLoginCard({ socialLogin, onRemove }: SocialLoginCardProps) {
  const { t } = useTranslation(NS);
  const dateTime = useShopDateTime();
  const headingId = useId();
  return (
    <li css={cardItem}>
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSize.lg }}>
        {t(`security.socialLogins.providers.${socialLogin.provider}`)}
      </h3>
      <dl css={cardDetails}>
        <dt>{t('security.socialLogins.linked')}</dt>
        <dd>{dateTime(socialLogin.linkedAt)}</dd>
        <dt>{t('security.socialLogins.lastUsed')}</dt>
        <dd>
          {socialLogin.lastUsedAt
            ? dateTime(socialLogin.lastUsedAt)
            : t('security.socialLogins.neverUsed')}
        </dd>
      </dl>
      <div css={{ marginTop: theme.space(2) }}>
        <Button
          variant="secondary"
          aria-describedby={headingId}
          onClick={() => onRemove(socialLogin)}
        >
          {t('security.socialLogins.remove')}
        </Button>
      </div>
    </li>
  );
}
