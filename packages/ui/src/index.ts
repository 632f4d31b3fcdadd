// The shared part of @account/ui: the theme, the frame, what nearly every page shows, and the
// page-wide state (live region, confirmations, home tiles, page heading). Module Federation
// shares it, so a page loads it once. The rest comes in entry points by concern
// (`@account/ui/forms`, `/modal`, `/step-up`, `/orders`, `/products`, `/data-table`,
// `/save-file`, `/mail-links`): they are not shared, so each bundle keeps the parts it uses
// instead of every component (a shared module is never tree-shaken). Their files reach this part
// only through `@account/ui`, never by a relative path, or a bundle would carry a second copy
// (packages/federation-build/build/shared-entry-points.test.ts).
export { theme, focusRing, visuallyHidden } from './theme';
export * as tokens from './tokens';
export { GlobalStyles } from './GlobalStyles';
export { FOCUSABLE, pageText, reducedMotion } from './base-styles';
export { Button } from './Button';
export { ButtonLink } from './ButtonLink';
export { buttonStyle, type ButtonVariant } from './button-style';
export { SectionHeader } from './SectionHeader';
export { InfoScreen } from './InfoScreen';
export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export { Illustration, type IllustrationName } from './Illustration';
export { Icon, type IconName } from './Icon';
export { Loading } from './Loading';
export { Skeleton, SkeletonBlock } from './Skeleton';
export { Notice, type NoticeTone } from './Notice';
export { ConfirmationNotice, ConfirmationOutlet } from './ConfirmationNotice';
export { useConfirmation } from './confirmation';
export { PhoneLink } from './PhoneLink';
export { Tag, type TagTone } from './Tag';
export { Card, cardSurface } from './Card';
export { LiveRegion } from './LiveRegion';
export { SkipLink } from './SkipLink';
export { announce, useAnnounce } from './live-region';
export {
  notePageChange,
  setDocumentTitleApp,
  useDocumentTitle,
  usePageHeading,
} from './page-heading';
export { Wordmark } from './frame/Wordmark';
export { ShopFooter, type ShopFooterLink } from './frame/ShopFooter';
export { ShopHeaderBar } from './frame/ShopHeaderBar';
export { PageChangeNotifier } from './frame/PageChangeNotifier';
export { ScrollToTop } from './frame/ScrollToTop';
export { useAsync, type AsyncState } from './useAsync';
export { useCopyText, COPIED_VISIBLE_MS } from './useCopyText';
export { AsyncContent } from './AsyncContent';
export { AreaNotFound } from './AreaNotFound';
export { HomeTile, registerHomeTile } from './home-tiles';
export { Tile } from './Tile';
