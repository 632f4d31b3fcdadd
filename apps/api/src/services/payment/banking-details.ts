import { maskIban } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { requireStepUp } from '../../auth/step-up';
import {
  deleteBankDetails,
  readBankDetails,
  saveBankDetails,
} from '../../domain/payment/bank-details';
import { checkIban } from '../../domain/payment/iban-check';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { sendBankDetailsMail } from './mails/bank-details-mail';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * GET/POST/DELETE user/banking-details and POST iban/validation. The IBAN is checked against the
 * customer's shop country (a customer logs in only at their own country's shop); no answer ever
 * carries the full IBAN.
 */
export function bankingDetailsRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  const key = config.bankDetailsKey;

  route(app, catalogue.payment.bankDetails, async (request) => ({
    bankDetails: await readBankDetails(db, key, loggedInOf(request).customer.id),
  }));

  route(app, catalogue.payment.validateIban, async (request) => {
    const { iban } = request.body;
    const check = checkIban(iban, loggedInOf(request).customer.country_code);
    if (!check.valid) throw new ApiError(400, 'IBAN_INVALID');
    return {
      bankName: check.bank?.name ?? null,
      bic: check.bank?.bic ?? null,
      maskedIban: maskIban(check.iban),
    };
  });

  route(app, catalogue.payment.saveBankDetails, async (request) => {
    const body = request.body;
    const live = loggedInOf(request);
    const check = checkIban(body.iban, live.customer.country_code);
    if (!check.valid) throw new ApiError(400, 'IBAN_INVALID');
    await requireStepUp(options, request, body.password);
    await db.transaction().execute(async (trx) => {
      await saveBankDetails(trx, key, live.customer.id, {
        accountHolder: body.account_holder,
        iban: check.iban,
        bankName: check.bank?.name ?? null,
      });
      await sendBankDetailsMail(trx, config, live.customer, 'saved', check.iban.slice(-4));
    });
    return { bankDetails: await readBankDetails(db, key, live.customer.id) };
  });

  route(app, catalogue.payment.deleteBankDetails, async (request) => {
    const body = request.body;
    const live = loggedInOf(request);
    // Nothing stored: nothing to protect, and a repeated delete answers as the first did.
    if (!(await readBankDetails(db, key, live.customer.id))) return { bankDetails: null };
    await requireStepUp(options, request, body?.password);
    await db.transaction().execute(async (trx) => {
      if (await deleteBankDetails(trx, live.customer.id))
        await sendBankDetailsMail(trx, config, live.customer, 'deleted', null);
    });
    return { bankDetails: null };
  });
}
