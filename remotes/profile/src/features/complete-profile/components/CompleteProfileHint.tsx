import { isFlagOn } from '@account/config';
import { paths, type ProfilePart } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Link } from '@account/router';
import { useSession } from '@account/session';
import { Notice, useAsync } from '@account/ui';
import { NS } from '../../../i18n';
import { ServiceText } from '../../../components/ServiceText';
import { profileGaps } from '../api/profile-gaps';

function listOf(parts: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

/**
 * The account home's complete-profile hint (flag `completeProfile`, spec section 1): names what
 * is missing and how to add it — personal data by the phone service (spec section 6), a delivery
 * address online in "Meine Adressen". Nothing when the profile is complete, the customer has no
 * customer number, or the details cannot be read (a hint is no error).
 */
export function CompleteProfileHint() {
  const { t, i18n } = useTranslation(NS);
  const customerNumber = useSession((state) => state.user?.customerNumber ?? '');
  const enabled = isFlagOn('completeProfile') && customerNumber !== '';
  const { state } = useAsync(
    () => (enabled ? profileGaps() : Promise.resolve(null)),
    `${customerNumber}:${enabled}`,
  );
  const missing: ProfilePart[] | null = state.status === 'success' ? state.data : null;
  if (!missing) return null;
  const byPhone = missing.filter((part) => part !== 'deliveryAddress');
  return (
    <section aria-labelledby="complete-profile-heading">
      <Notice>
        <h2 id="complete-profile-heading" css={{ fontSize: '1.125rem', margin: '0 0 0.5rem' }}>
          {t('home.completeProfile.title')}
        </h2>
        {byPhone.length > 0 && (
          <>
            <p css={{ margin: '0 0 0.5rem' }}>
              {t('home.completeProfile.missing', {
                parts: listOf(
                  byPhone.map((part) => t(`home.completeProfile.parts.${part}`)),
                  i18n.language,
                ),
              })}
            </p>
            <p css={{ margin: '0 0 0.5rem' }}>
              <ServiceText ns={NS} i18nKey="home.completeProfile.howTo" />
            </p>
          </>
        )}
        {missing.includes('deliveryAddress') && (
          <p css={{ margin: 0 }}>
            {t('home.completeProfile.deliveryAddress')}{' '}
            <Link to={paths.addresses.add()}>{t('home.completeProfile.addDeliveryAddress')}</Link>
          </p>
        )}
      </Notice>
    </section>
  );
}
