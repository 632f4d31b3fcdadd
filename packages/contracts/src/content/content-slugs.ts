// Zod-free, so the shell's footer and the remotes can link content pages without zod.

/**
 * The pages of the content service the account links to (docs/decisions/README.md): the FAQ, the views
 * after account deletion and after the legacy reset link, and the legal pages a German shop must
 * link. Each is shown in the shell's frame at `paths.content(slug)`.
 */
export const contentSlugs = [
  'hilfe',
  'account-deleted',
  'password-changed',
  'impressum',
  'datenschutz',
  'agb',
  'widerrufsbelehrung',
  'barrierefreiheit',
] as const;

/** The legal pages the footer links, in the order the footer shows them, with their label keys. */
export const legalContentPages = [
  { slug: 'impressum', labelKey: 'footer.imprint' },
  { slug: 'datenschutz', labelKey: 'footer.privacy' },
  { slug: 'agb', labelKey: 'footer.terms' },
  { slug: 'widerrufsbelehrung', labelKey: 'footer.withdrawal' },
  { slug: 'barrierefreiheit', labelKey: 'footer.accessibility' },
] as const satisfies readonly { slug: (typeof contentSlugs)[number]; labelKey: string }[];
