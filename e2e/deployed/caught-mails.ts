import type { APIRequestContext } from '@playwright/test';
import { deployed } from './ports';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Mails the API sent by SMTP to this address, as the catcher received them. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const response = await request.get(`http://127.0.0.1:${deployed.mailsPort}/mails`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.includes(address));
}
