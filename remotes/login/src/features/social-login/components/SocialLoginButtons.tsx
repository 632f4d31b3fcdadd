import { useState } from 'react';
import { useHref } from '@account/router';
import { paths, type SocialProvider, type SocialProviderSettings } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { authorizationUrl } from '../authorization-request';
import { offeredProviders, pathSegmentOf, redirectUriOf } from '../providers';
import { ProviderLogo, providerButtonStyle } from './ProviderLogo';

/**
 * "Mit Apple anmelden" and its siblings beside the username form, when the socialLogin flag is
 * on, each with the provider's mark and colours.
 */
export function SocialLoginButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation(NS);
  const providers = offeredProviders();
  // useHref adds the account root (/ locally, /dpl/av deployed): the provider must send the customer back there.
  // The callback with an empty provider is its base; each provider's segment is appended below.
  const callbackBase = useHref(paths.login.socialCallback(''));
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;

  async function start(provider: SocialProvider, settings: SocialProviderSettings) {
    setLeaving(provider);
    const redirectUri = redirectUriOf(
      provider,
      new URL(`${callbackBase}${pathSegmentOf(provider)}`, window.location.origin).toString(),
    );
    window.location.assign(await authorizationUrl(provider, settings, redirectUri, returnTo));
  }

  return (
    <section aria-labelledby="social-login-heading" css={{ marginBlock: theme.space(5) }}>
      <h2
        id="social-login-heading"
        css={{ fontSize: theme.fontSize.xl, marginBottom: theme.space(2) }}
      >
        {t('socialLogin.heading')}
      </h2>
      <div
        css={{
          display: 'flex',
          flexDirection: 'column',
          // One width for all three, as the providers' rules ask of buttons shown together.
          alignItems: 'stretch',
          maxWidth: '20rem',
          gap: theme.space(2),
        }}
      >
        {providers.map(({ provider, settings }) => (
          <Button
            key={provider}
            variant="secondary"
            css={providerButtonStyle[provider]}
            busy={leaving === provider}
            onClick={() => void start(provider, settings)}
          >
            <ProviderLogo provider={provider} />
            {t(`socialLogin.with.${provider}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
