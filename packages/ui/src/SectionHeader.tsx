import { Link } from '@account/router';
import { usePageHeading } from './page-heading';
import { theme } from './theme';
import { Icon } from './Icon';

interface SectionHeaderProps {
  title: string;
  /** The browser tab's name when it differs from the heading (the home greets by name). */
  documentTitle?: string;
  /**
   * Sub-pages lead back: orders to the account, order detail to the overview (spec section 2).
   * `to` is a page of this host's router; `href` an address outside it (another team's host
   * leads back into the account area).
   */
  back?: { to: string; label: string } | { href: string; label: string };
}

const backLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(0.5),
  minHeight: theme.hitArea,
  color: theme.color.text,
  fontWeight: theme.fontWeight.bold,
} as const;

/** A page's back link and h1; the h1 names the page and takes focus after a navigation. */
export function SectionHeader({ title, documentTitle, back }: SectionHeaderProps) {
  const ref = usePageHeading(title, documentTitle);
  return (
    <header css={{ marginBottom: theme.space(3) }}>
      {back &&
        ('href' in back ? (
          <a href={back.href} css={backLinkStyle}>
            <Icon name="chevronLeft" size={theme.size.iconSmall} />
            {back.label}
          </a>
        ) : (
          <Link to={back.to} css={backLinkStyle}>
            <Icon name="chevronLeft" size={theme.size.iconSmall} />
            {back.label}
          </Link>
        ))}
      <h1
        ref={ref}
        tabIndex={-1}
        css={{ fontSize: theme.fontSize.display, lineHeight: 1.2, margin: 0, outline: 'none' }}
      >
        {title}
      </h1>
    </header>
  );
}
