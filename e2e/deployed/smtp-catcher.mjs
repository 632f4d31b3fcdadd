// The deployed mode's mail catcher: a real SMTP server (nodemailer's smtp-server) that the API
// sends to as it would to the mail relay, keeping every message, parsed by mailparser, for the
// tests to read as JSON over HTTP (GET /mails). Plain SMTP on loopback only.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** @param {{ smtpPort: number, httpPort: number }} ports */
export async function startSmtpCatcher({ smtpPort, httpPort }) {
  /** @type {Array<{ to: string[], subject: string, text: string, html: string }>} */
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        });
        callback();
      } catch (error) {
        callback(error);
      }
    },
  });
  const reader = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url === '/mails' ? mails : { errorKey: 'NOT_FOUND' }));
  });
  await Promise.all([
    new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve)),
    new Promise((resolve) => reader.listen(httpPort, '127.0.0.1', resolve)),
  ]);
  return {
    close: () =>
      Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => reader.close(r))]),
  };
}
