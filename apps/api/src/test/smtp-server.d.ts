// The part of nodemailer's smtp-server the tests use (the package ships no types).
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';

  interface SMTPSession {
    envelope: { rcptTo: Array<{ address: string }> };
  }

  interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData(stream: Readable, session: SMTPSession, callback: (error?: Error) => void): void;
  }

  export class SMTPServer {
    constructor(options: SMTPServerOptions);
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
  }
}
