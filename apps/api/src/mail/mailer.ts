import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** A file sent with the mail, e.g. the return label (PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An attachment as the outbox keeps it: the content base64, as nodemailer renders it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. `magic-link` or `withdrawal-receipt`. */
  kind: string;
  /** Where answers go (a support request's sender); checked for header injection by the caller. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of marketing mails (RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * `outboxId`, the outbox row's id, makes the mail's Message-ID: a mail sent again by another
   * instance (its first sender died before marking it sent) is then the same message, which
   * mailboxes that collapse duplicates by Message-ID show once.
   */
  send(mail: OutgoingMail, outboxId?: string): Promise<void>;
}

/**
 * Makes `<outboxId@domain of MAIL_FROM>` (RFC 5322 3.6.4), or none for a mail from no outbox row
 * (nodemailer then makes a random one). MAIL_FROM is parsed once, not per mail.
 */
function messageIds(mailFrom: string): (outboxId: string | undefined) => string | undefined {
  const [from] = addressparser(mailFrom, { flatten: true });
  const domain = from?.address.split('@')[1];
  return (outboxId) => (domain && outboxId !== undefined ? `<${outboxId}@${domain}>` : undefined);
}

/**
 * SMTP gives up well within the outbox's claim (outbox-rules.ts): a send still running when its
 * claim runs out could be taken over by another worker and sent twice.
 */
function smtpTimeouts(claimMs: number) {
  const quarter = Math.floor(claimMs / 4);
  return {
    connectionTimeout: Math.min(10_000, quarter),
    greetingTimeout: Math.min(10_000, quarter),
    socketTimeout: Math.min(30_000, quarter),
  };
}

/**
 * How the outbox worker (outbox-worker.ts) hands a mail over; routes never call it, they enqueue
 * (outbox.ts). nodemailer either way: over SMTP when SMTP_URL is set, otherwise rendered by its
 * JSON transport and kept in the development mailbox (`mail_outbox`), where developers and the
 * e2e tests read it.
 */
export function createMailer(config: Config, db: Kysely<Database>): Mailer {
  const messageIdOf = messageIds(config.mailFrom);
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      ...smtpTimeouts(config.mailOutbox.claimMs),
    });
    return {
      async send(mail, outboxId) {
        await transport.sendMail({
          messageId: messageIdOf(outboxId),
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo,
          headers: mail.headers,
          attachments: mail.attachments,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail, outboxId) {
      const info = await transport.sendMail({
        messageId: messageIdOf(outboxId),
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        headers: mail.headers,
        attachments: mail.attachments,
      });
      const rendered = JSON.parse(info.message as unknown as string) as {
        subject: string;
        text: string;
        html?: string;
        attachments?: StoredAttachment[];
      };
      // What nodemailer rendered, so the outbox holds the attachments as they would be sent.
      const attachments = (rendered.attachments ?? []).map(
        ({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        }),
      );
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
          headers: mail.headers ? JSON.stringify(mail.headers) : null,
          attachments: attachments.length > 0 ? JSON.stringify(attachments) : null,
        })
        .execute();
    },
  };
}
