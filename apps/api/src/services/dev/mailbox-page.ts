import type { AttachmentView } from './attachments';

interface MailView {
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
  attachments: AttachmentView[];
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain-text bodies with their links clickable: enough to follow any mail's link offline. */
function linkify(text: string): string {
  return escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Relative links: the page lives at …/mailbox, beside …/mails/{id}/attachments/{n}. */
function attachmentList(attachments: AttachmentView[]): string {
  if (attachments.length === 0) return '';
  const items = attachments
    .map(
      (a) =>
        `<li><a href="${escape(a.url)}">${escape(a.filename)}</a> (${escape(a.contentType)}, ${Math.ceil(a.size / 1024)} KB)</li>`,
    )
    .join('');
  return `<p><strong>Anhänge:</strong></p><ul>${items}</ul>`;
}

export function renderMailbox(mails: MailView[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escape(mail.subject)}</h2>
<p><strong>An:</strong> ${escape(mail.to)} · <strong>Art:</strong> ${escape(mail.kind)} · ${escape(mail.createdAt)}</p>
<pre>${linkify(mail.text)}</pre>${attachmentList(mail.attachments)}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Postausgang (Entwicklung)</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto}article{border-bottom:1px solid #999}pre{white-space:pre-wrap}</style>
</head><body><h1>Postausgang (nur Entwicklung)</h1>${items || '<p>Noch keine E-Mails.</p>'}</body></html>`;
}
