import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { SectionHeader, theme } from '@account/ui';
import { SideNavigation } from '../layout/SideNavigation';
import { StayLoggedInTip } from './StayLoggedInTip';

/** Account home (spec section 1): greeting with name and customer number, and the stay-logged-in tip. */
export function Home() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <>
      <SectionHeader title={t('home.greeting', { firstName: user.firstName, lastName: user.lastName })} />
      {user.customerNumber && (
        <p css={{ fontSize: 18, margin: `0 0 ${theme.space(2)}` }}>
          {t('home.customerNumber', { customerNumber: user.customerNumber })}
        </p>
      )}
      <p>{t('home.intro')}</p>
      <StayLoggedInTip />
      <SideNavigation placement="home" />
    </>
  );
}
