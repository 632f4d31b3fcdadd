import { startTestApi, testConfig, type TestApi } from '../test/api-harness';
import { dialects } from '../test/test-database';
import { createMailer } from './mailer';

describe.each(dialects)('mail outbox (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { seed: false });
  });
  afterAll(() => api.close());

  it('keeps mails without SMTP and lists one address newest first', async () => {
    const mailer = createMailer(testConfig(api.database), api.database.db);
    await mailer.send({
      to: 'Max.Mustermann@example.de',
      subject: 'Erste',
      text: 'Hallo',
      kind: 'test',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({
      to: 'max.mustermann@example.de',
      subject: 'Zweite',
      text: 'Link: http://de.localhost:3000/magic-link?token=abc',
      kind: 'magic-link',
    });
    await mailer.send({ to: 'anna.huber@example.at', subject: 'Andere', text: 'x', kind: 'test' });

    const response = await api.request('GET', '/api/dev/mails?to=MAX.mustermann@example.de');
    expect(response.status).toBe(200);
    expect(response.body.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Zweite',
      'Erste',
    ]);
    expect(response.body[0]).toMatchObject({ to: 'max.mustermann@example.de', kind: 'magic-link' });
  });

  it('keeps attachments in the outbox; the mailbox links each and serves it as sent', async () => {
    const mailer = createMailer(testConfig(api.database), api.database.db);
    const content = Buffer.from('%PDF-1.3 label');
    await mailer.send({
      to: 'anna.huber@example.at',
      subject: 'Mit Anhang',
      text: 'Ihr Schein',
      kind: 'return-confirmation',
      attachments: [{ filename: 'Schein.pdf', contentType: 'application/pdf', content }],
    });
    const [mail] = (await api.request('GET', '/api/dev/mails?to=anna.huber@example.at')).body;
    expect(mail.attachments).toEqual([
      {
        filename: 'Schein.pdf',
        contentType: 'application/pdf',
        size: content.length,
        url: `mails/${mail.id}/attachments/0`,
      },
    ]);
    const page = await api.request('GET', '/api/dev/mailbox?to=anna.huber@example.at');
    expect(page.body).toContain(`<a href="mails/${mail.id}/attachments/0">Schein.pdf</a>`);
    const file = await fetch(`${api.baseUrl}/api/dev/${mail.attachments[0].url}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(content);
    expect((await api.request('GET', `/api/dev/mails/${mail.id}/attachments/1`)).status).toBe(404);
  });

  it('shows the mailbox page with links clickable and markup escaped', async () => {
    const mailer = createMailer(testConfig(api.database), api.database.db);
    await mailer.send({
      to: 'luca.meier@example.ch',
      subject: '<script>x</script>',
      text: 'http://ch.localhost:3000/a?b=1',
      kind: 'test',
    });
    const response = await api.request('GET', '/api/dev/mailbox?to=luca.meier@example.ch');
    expect(response.status).toBe(200);
    expect(response.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(response.body).toContain('<a href="http://ch.localhost:3000/a?b=1">');
  });
});

describe('mail outbox without DEV_MAILBOX=1', () => {
  let api: TestApi;
  beforeAll(async () => {
    // A local environment, as with APP_ENV unset before: the switch alone opens the outbox.
    api = await startTestApi('sqlite', {
      seed: false,
      config: { environment: 'local', devMailbox: false },
    });
  });
  afterAll(() => api.close());

  it('does not exist, even locally', async () => {
    expect((await api.request('GET', '/api/dev/mails')).status).toBe(404);
    expect((await api.request('GET', '/api/dev/mails?to=max.mustermann@example.de')).status).toBe(
      404,
    );
    expect((await api.request('GET', '/api/dev/mailbox')).status).toBe(404);
  });
});
