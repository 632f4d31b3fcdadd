import type { ReferralProgram } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { reportError } from '@account/tracking';
import { Button, buttonStyle, Icon, Notice, theme, useCopyText } from '@account/ui';
import { NS } from '../../../i18n';
import { mailShareUrl, whatsAppShareUrl } from '../share-links';

/** Share by e-mail, WhatsApp or copied link (spec section 1). */
export function ShareActions({
  program,
  friendReward,
}: {
  program: ReferralProgram;
  friendReward: string;
}) {
  const { t } = useTranslation(NS);
  const { copied, failed, copy } = useCopyText(t('referrals.copied'), (error) =>
    reportError('service', 'Copying the referral link failed', error),
  );
  const text = t('referrals.shareText', { friendReward, link: program.link });
  return (
    <section aria-labelledby="share-title">
      <h2 id="share-title" css={{ fontSize: theme.fontSize.xl }}>
        {t('referrals.shareTitle')}
      </h2>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5), alignItems: 'center' }}>
        <a href={mailShareUrl(t('referrals.mailSubject'), text)} css={buttonStyle('secondary')}>
          <Icon name="mail" /> {t('referrals.shareMail')}
        </a>
        <a
          href={whatsAppShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
          css={buttonStyle('secondary')}
        >
          <Icon name="chat" /> {t('referrals.shareWhatsApp')}
        </a>
        <Button onClick={() => void copy(program.link)}>
          <Icon name="share" /> {t('referrals.copy')}
        </Button>
        {copied !== null && (
          <span
            data-testid="copied"
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space(0.5),
              color: theme.color.success,
              fontWeight: theme.fontWeight.bold,
            }}
          >
            <Icon name="check" /> {t('referrals.copied')}
          </span>
        )}
      </div>
      {failed !== null && <Notice tone="warning">{t('referrals.copyFailed')}</Notice>}
    </section>
  );
}
