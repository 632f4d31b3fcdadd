import { AccountFlowName, paths } from '@account/contracts';
import { issueOneTimeToken } from '../../tokens/one-time-tokens';
import type { Customer } from '../../../db/schema';
import { inTransaction } from '../../../db/in-transaction';
import type { ServiceOptions } from '../../../service-options';
import { sendLinkMail } from './send-link-mail';

/** The double opt-in mail of a light account; a new one replaces every earlier link. */
export async function sendActivationMail(
  { db, config }: Pick<ServiceOptions, 'db' | 'config'>,
  customer: Customer,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const token = await issueOneTimeToken(trx, customer.id, 'account-activation', {
      origin: AccountFlowName.enum.accountLightAccount,
    });
    await sendLinkMail(
      trx,
      config,
      customer,
      'accountActivation',
      paths.login.lightUserSetPassword(),
      {
        token,
        username: customer.email,
      },
    );
  });
}
