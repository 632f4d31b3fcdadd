import { localeOfCountry } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import { enqueueMail } from '../../../mail/outbox';
import { shopLink } from '../../../mail/shop-link';
import { mailTexts } from '../../../mail/texts';

export type LinkMailKind = keyof typeof mailTexts;

const MAIL_KIND: Record<LinkMailKind, string> = {
  passwordReset: 'password-reset',
  setPassword: 'set-password',
  magicLink: 'magic-link',
  accountActivation: 'account-activation',
  socialLink: 'social-link',
  socialSignUpConfirm: 'social-sign-up-confirm',
  passwordAfterEmailUndo: 'password-after-email-undo',
  welcome: 'welcome',
};

/**
 * Puts a mail with a link to the customer's own shop into the outbox. Pass the transaction that
 * issues the link's token: the mail exists exactly when the token does, and a mail server that
 * fails delays the mail rather than the answer (mail/outbox-worker.ts sends it).
 */
export async function sendLinkMail(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  kind: LinkMailKind,
  path: string,
  query: Record<string, string> = {},
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const link = shopLink(config, locale, path, query);
  const { subject, text } = mailTexts[kind](
    locale,
    { firstName: customer.first_name, lastName: customer.last_name },
    link,
  );
  await enqueueMail(db, { to: customer.email, subject, text, kind: MAIL_KIND[kind] });
}
