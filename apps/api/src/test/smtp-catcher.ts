import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The raw message as the client sent it. */
  raw: string;
}

/**
 * A real SMTP server on loopback (nodemailer's smtp-server) that keeps every mail it accepted.
 * `start` and `stop` take the mail server up and down on the same port; `stall` makes it take a
 * message's data but never accept it, like a relay that hangs in the middle of a send.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  private stalled = false;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  stall(stalled: boolean): void {
    this.stalled = stalled;
  }

  /** How many accepted mails went to the address. */
  countTo(address: string): number {
    return this.mails.filter((mail) => mail.to.includes(address)).length;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.stalled) return;
          this.mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(resolve));
  }
}
