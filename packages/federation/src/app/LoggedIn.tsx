import { useEffect, type ReactNode } from 'react';
import { useSession } from '@account/session';
import { Loading } from '@account/ui';
import type { AccountAppProps } from './app-props';

/**
 * The app is the customer's own page: a skeleton while the login state is asked for, the app
 * once someone is logged in, and nothing when nobody is: the host is told once
 * (`onLoginRequired`) and leads to a login, and the app leaves its place empty meanwhile.
 */
export function LoggedIn({
  onLoginRequired,
  children,
}: Pick<AccountAppProps, 'onLoginRequired'> & { children: ReactNode }) {
  const status = useSession((state) => state.status);
  useEffect(() => {
    if (status === 'loggedOut') onLoginRequired?.();
  }, [status, onLoginRequired]);
  if (status === 'loggedIn') return children;
  return status === 'loggedOut' ? null : <Loading />;
}
