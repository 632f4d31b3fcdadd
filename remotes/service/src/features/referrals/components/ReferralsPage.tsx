import { useId } from 'react';
import { currentLocale } from '@account/config';
import { paths } from '@account/contracts';
import { formatAmount, useTranslation } from '@account/i18n';
import { AsyncContent, SectionHeader, Skeleton, theme } from '@account/ui';
import { TextField } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { useReferralProgram } from '../hooks/useReferralProgram';
import { ShareActions } from './ShareActions';

/**
 * my-referrals: the customer's own referral link and code, the rewards of their country (from
 * the service's configuration, EUR or CHF), and the ways to share the link.
 */
export function ReferralsPage() {
  const { t } = useTranslation(NS);
  const { state, reload } = useReferralProgram();
  const linkId = useId();
  const codeId = useId();
  const locale = currentLocale();
  return (
    <>
      <SectionHeader
        title={t('referrals.title')}
        back={{ to: paths.home(), label: t('referrals.back') }}
      />
      <AsyncContent
        state={state}
        errorMessage={t('referrals.error')}
        onRetry={reload}
        skeleton={<Skeleton lines={5} />}
      >
        {(program) => {
          const friendReward = formatAmount(
            program.friendReward.amount,
            program.friendReward.currency,
            locale,
          );
          const referrerReward = formatAmount(
            program.referrerReward.amount,
            program.referrerReward.currency,
            locale,
          );
          return (
            <div css={{ maxWidth: theme.size.readable }}>
              <p css={{ fontSize: theme.fontSize.lg }}>
                {t('referrals.intro', { friendReward, referrerReward })}
              </p>
              <TextField
                id={linkId}
                label={t('referrals.linkLabel')}
                value={program.link}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <TextField
                id={codeId}
                label={t('referrals.codeLabel')}
                value={program.code}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <ShareActions program={program} friendReward={friendReward} />
              <p css={{ color: theme.color.muted, fontSize: theme.fontSize.sm }}>
                {t('referrals.conditions')}
              </p>
            </div>
          );
        }}
      </AsyncContent>
    </>
  );
}
