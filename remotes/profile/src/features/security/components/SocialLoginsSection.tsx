import { useState } from 'react';
import type { LinkedSocialLogin } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, Notice, Skeleton, theme, useConfirmation } from '@account/ui';
import { StepUpModal } from '@account/ui/step-up';
import { NS } from '../../../i18n';
import { useSocialLogins } from '../hooks/useSocialLogins';
import { RemoveSocialLoginModal } from './RemoveSocialLoginModal';
import { SocialLoginCard } from './SocialLoginCard';

/**
 * The provider logins (Apple, Google, Facebook) linked to the account, beside the passkeys
 * (issue 33): a way in someone else linked must be seen and removable. Removing asks for the
 * password when the login is older than 15 minutes; the last way in cannot be removed.
 */
export function SocialLoginsSection({ version = 0 }: { version?: number }) {
  const { t } = useTranslation(NS);
  const confirm = useConfirmation();
  const socialLogins = useSocialLogins(version);
  const [removing, setRemoving] = useState<LinkedSocialLogin | null>(null);
  const [notice, setNotice] = useState<'failed' | 'lastWayIn' | null>(null);

  async function remove(socialLogin: LinkedSocialLogin) {
    setNotice(null);
    // The dialog closes first: closing hands focus back to its opener, which must not take it
    // from the confirmation that follows.
    setRemoving(null);
    const outcome = await socialLogins.remove(socialLogin.id);
    const provider = t(`security.socialLogins.providers.${socialLogin.provider}`);
    if (outcome.ok) await confirm(t('security.socialLogins.removed', { provider }));
    else if (outcome.failure !== 'cancelled')
      setNotice(outcome.failure === 'lastWayIn' ? 'lastWayIn' : 'failed');
  }

  return (
    <section aria-labelledby="security-social-logins" css={{ marginBottom: theme.space(4) }}>
      <h2 id="security-social-logins">{t('security.socialLogins.heading')}</h2>
      <p>{t('security.socialLogins.intro')}</p>
      {notice && <Notice tone="error">{t(`security.socialLogins.${notice}`)}</Notice>}
      <AsyncContent
        state={socialLogins.state}
        errorMessage={t('security.socialLogins.error')}
        onRetry={socialLogins.reload}
        skeleton={<Skeleton variant="cards" lines={1} />}
      >
        {({ socialLogins: list }) =>
          list.length === 0 ? (
            <p>{t('security.socialLogins.empty')}</p>
          ) : (
            <ul
              aria-label={t('security.socialLogins.listLabel')}
              css={{ display: 'grid', gap: theme.space(2), padding: 0, margin: 0 }}
            >
              {list.map((socialLogin) => (
                <SocialLoginCard
                  key={socialLogin.id}
                  socialLogin={socialLogin}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
          )
        }
      </AsyncContent>
      <RemoveSocialLoginModal
        socialLogin={socialLogins.passwordModal ? null : removing}
        busy={socialLogins.busy}
        onClose={() => setRemoving(null)}
        onConfirm={(socialLogin) => void remove(socialLogin)}
      />
      {socialLogins.passwordModal && <StepUpModal {...socialLogins.passwordModal} />}
    </section>
  );
}
