import type { Resolver } from 'react-hook-form';
import type { Locale } from '@account/contracts';
import type { UsernameForm } from './username-schema';

/**
 * The username step's validation for react-hook-form, loaded when the form is first checked (on
 * submit): zod and its resolver are not needed to paint the login page, which they made 10 kB
 * heavier (issue 22's /login budget). The later steps' idle prefetch (`laterStepLoaders`) fetches
 * the same chunks, so by the first submit they are usually there.
 */
export function usernameResolver(locale: Locale): Resolver<UsernameForm> {
  let resolver: Promise<Resolver<UsernameForm>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), import('./username-schema')]).then(
      ([{ zodResolver }, { usernameSchema }]) =>
        zodResolver(usernameSchema(locale)) as Resolver<UsernameForm>,
    );
    return (await resolver)(values, context, options);
  };
}
