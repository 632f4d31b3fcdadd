import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { NS } from '../../../i18n';

/** Greets a logged-in customer by name; a visitor who is not logged in gets a plain welcome. */
export function useGreeting(): string {
  const { t } = useTranslation(NS);
  const user = useSession((state) => state.user);
  return user
    ? t('overview.greeting', { firstName: user.firstName, lastName: user.lastName })
    : t('overview.welcome');
}
