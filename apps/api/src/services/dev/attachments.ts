import type { StoredAttachment } from '../../mail/mailer';

/** What the mailbox shows of an attachment: its name, type, size and where to download it. */
export interface AttachmentView {
  filename: string;
  contentType: string;
  size: number;
  url: string;
}

export const storedAttachments = (json: string | null | undefined): StoredAttachment[] =>
  json ? (JSON.parse(json) as StoredAttachment[]) : [];

export const attachmentViews = (mailId: string, json: string | null | undefined) =>
  storedAttachments(json).map((attachment, index): AttachmentView => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: Buffer.from(attachment.content, 'base64').length,
    url: `mails/${encodeURIComponent(mailId)}/attachments/${index}`,
  }));
