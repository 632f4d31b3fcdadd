import { sql } from 'kysely';
import { databaseBeforeMigration, insertCustomerC1 } from '../../test/database-before-migration';
import { dialects, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../migrate';

const THIS = '20261128090000-outgoing-mails-retention';

const stored = (to: string, subject: string) =>
  JSON.stringify({
    to,
    subject,
    text: `Ihr Link: https://example.de/?token=${subject}`,
    kind: 'k',
  });

describe.each(dialects)(`migration ${THIS} (%s)`, (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await databaseBeforeMigration(dialect, THIS);
    const db = database.db;
    await insertCustomerC1(db, { email: 'A@example.de' });
    for (const [id, to, sentAt] of [
      ['sent', 'a@example.de', 1000],
      ['waiting', 'a@example.de', null],
      ['stranger', 'x@example.de', 2000],
    ] as const)
      await sql`insert into outgoing_mails (id, kind, to_address, mail, created_at, attempts,
        next_attempt_at, sent_at) values (${id}, 'password-reset', ${to}, ${stored(to, id)}, 0,
        1, 0, ${sentAt})`.execute(db);
  });
  afterAll(() => database.drop());

  it("clears sent mails' content, keeps unsent ones', takes the subject out and ties each mail to its account", async () => {
    await migrateToLatest(database.db, database.schema);
    const rows = await database.db
      .selectFrom('outgoing_mails')
      .select(['id', 'subject', 'content', 'customer_id', 'to_address', 'attempts'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: 'sent',
        subject: 'sent',
        content: null,
        customer_id: 'c1',
        to_address: 'a@example.de',
        attempts: 1,
      },
      {
        id: 'stranger',
        subject: 'stranger',
        content: null,
        customer_id: null,
        to_address: 'x@example.de',
        attempts: 1,
      },
      {
        id: 'waiting',
        subject: 'waiting',
        content: stored('a@example.de', 'waiting'),
        customer_id: 'c1',
        to_address: 'a@example.de',
        attempts: 1,
      },
    ]);
  });
});
