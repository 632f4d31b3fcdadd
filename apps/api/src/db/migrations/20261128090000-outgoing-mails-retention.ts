import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 33: the outbox kept every mail whole for ever, live links and deleted customers' mails
 * among them. A mail's content (text, HTML, headers, attachments) now lives in `content` only
 * until it is sent; what operations needs stays beside it (recipient, kind, `subject`, times,
 * attempts). `customer_id` ties a mail to the account it was written for, so erasure and the
 * data export find the mails to addresses the account no longer has. Existing rows: the subject
 * comes out of the stored mail, sent mails lose their content, and each mail is tied to the
 * account holding its address.
 */
export const addOutgoingMailsRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outgoing_mails').addColumn('subject', 'text').execute();
    await db.schema.alterTable('outgoing_mails').addColumn('content', 'text').execute();
    await db.schema.alterTable('outgoing_mails').addColumn('customer_id', 'text').execute();
    const rows = await sql<{ id: string; mail: string; sent_at: number | null }>`
      select id, mail, sent_at from outgoing_mails`.execute(db);
    for (const row of rows.rows) {
      const { subject } = JSON.parse(row.mail) as { subject?: string };
      const content = row.sent_at === null ? row.mail : null;
      await sql`update outgoing_mails set subject = ${subject ?? ''}, content = ${content}
        where id = ${row.id}`.execute(db);
    }
    await sql`update outgoing_mails set customer_id = (select customers.id from customers
      where customers.email_normalized = outgoing_mails.to_address)`.execute(db);
    await db.schema.alterTable('outgoing_mails').dropColumn('mail').execute();
    await db.schema
      .createIndex('outgoing_mails_customer')
      .on('outgoing_mails')
      .column('customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outgoing_mails_customer').execute();
    await db.schema
      .alterTable('outgoing_mails')
      .addColumn('mail', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    // A sent mail's content is gone: it comes back as its subject alone.
    await sql`update outgoing_mails set mail = coalesce(content, '{}')`.execute(db);
    for (const column of ['customer_id', 'content', 'subject'])
      await db.schema.alterTable('outgoing_mails').dropColumn(column).execute();
  },
};
