import { localeOfCountry } from '@account/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Customer } from '../../../db/schema';
import type { ServiceOptions } from '../../../service-options';
import { shopLink } from '../../../mail/shop-link';
import { mailTexts } from '../../../mail/texts';

export type LinkMailKind = keyof typeof mailTexts;

const MAIL_KIND: Record<LinkMailKind, string> = {
  passwordReset: 'password-reset',
  setPassword: 'set-password',
  magicLink: 'magic-link',
  accountActivation: 'account-activation',
  socialLink: 'social-link',
  passwordAfterEmailUndo: 'password-after-email-undo',
  welcome: 'welcome',
};

/**
 * Mails a link to the customer's own shop. Not awaited by the routes: the answer must take as
 * long for an unknown address (no mail) as for a known one, so only the log learns of failures.
 */
export function sendLinkMail(
  { config, mailer }: ServiceOptions,
  log: FastifyBaseLogger,
  customer: Customer,
  kind: LinkMailKind,
  path: string,
  query: Record<string, string> = {},
): void {
  const locale = localeOfCountry[customer.country_code];
  const link = shopLink(config, locale, path, query);
  const { subject, text } = mailTexts[kind](
    locale,
    { firstName: customer.first_name, lastName: customer.last_name },
    link,
  );
  mailer
    .send({ to: customer.email, subject, text, kind: MAIL_KIND[kind] })
    .catch((error: unknown) => {
      log.error({ err: error, kind: MAIL_KIND[kind] }, 'Sending a mail failed');
    });
}
