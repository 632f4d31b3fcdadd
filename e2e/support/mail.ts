import { expect, type Page } from '@playwright/test';

interface Mail {
  subject: string;
  text: string;
  kind: string;
  /** `url` is relative to `/api/dev/` (the return label of the return confirmation). */
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

/** The newest mail of a kind to an address, from the development outbox (`GET /api/dev/mails`). */
export async function newestMail(page: Page, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mails?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as Mail[];
      found = mails.find((mail) => mail.kind === kind);
      return !!found;
    })
    .toBe(true);
  return found!;
}

export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in ${mail.subject}`);
  return match[0];
}
