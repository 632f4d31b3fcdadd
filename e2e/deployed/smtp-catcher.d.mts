export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export function startSmtpCatcher(ports: {
  smtpPort: number;
  httpPort: number;
}): Promise<{ close(): Promise<unknown> }>;
