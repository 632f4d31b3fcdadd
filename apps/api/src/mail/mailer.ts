import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. `magic-link` or `withdrawal-receipt`. */
  kind: string;
  /** Where answers go (a support request's sender); checked for header injection by the caller. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * nodemailer either way: over SMTP when SMTP_URL is set, otherwise rendered by its JSON transport
 * and kept in the outbox table, where developers and the e2e tests read it.
 */
export function createMailer(config: Config, db: Kysely<Database>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
      });
      const rendered = JSON.parse(info.message as unknown as string) as {
        subject: string;
        text: string;
        html?: string;
      };
      await db
        .insertInto('mail_outbox')
        .values({
          id: randomUUID(),
          to_address: mail.to.toLowerCase(),
          subject: rendered.subject,
          text_body: rendered.text,
          html_body: rendered.html ?? null,
          kind: mail.kind,
          created_at: Date.now(),
        })
        .execute();
    },
  };
}
