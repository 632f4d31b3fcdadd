/** A mail the customer's own mail program opens, with the link in the text. */
export function mailShareUrl(subject: string, text: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

/** WhatsApp's documented share link: opens the app (or WhatsApp Web) with the text to send. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
