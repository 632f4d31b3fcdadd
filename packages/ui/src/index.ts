export { theme, focusRing, visuallyHidden } from './theme';
export * as tokens from './tokens';
export { GlobalStyles } from './GlobalStyles';
export { Button } from './Button';
export { ButtonLink } from './ButtonLink';
export { buttonStyle, type ButtonVariant } from './button-style';
export { TextField } from './TextField';
export { Field, type FieldControlProps } from './Field';
export { useFormErrors, type ServerFieldError } from './useFormErrors';
export { Checkbox } from './Checkbox';
export { Switch } from './Switch';
export { Select } from './Select';
export { ErrorSummary, type SummaryError } from './ErrorSummary';
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
export { PasswordField } from './PasswordField';
export { PhoneLink } from './PhoneLink';
export { Modal } from './Modal';
export { Fieldset } from './Fieldset';
export { RadioGroup, radioInputId, type RadioOption } from './RadioGroup';
export { Tag, type TagTone } from './Tag';
export { Card, cardSurface } from './Card';
export { Stepper, StepperSkeleton, type StepperStep } from './Stepper';
export { DataTable, type DataColumn } from './DataTable';
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
export { AsyncContent } from './AsyncContent';
export { AreaNotFound } from './AreaNotFound';
export { OrderStatusBadge } from './orders/OrderStatusBadge';
export { OrderTracking } from './orders/OrderTracking';
export { HomeTile, registerHomeTile } from './home-tiles';
export { Tile } from './Tile';
export { AvailabilityBadge } from './products/AvailabilityBadge';
export { ProductTile, ProductGrid, type ProductTileProps } from './products/ProductTile';
export { useSubmit, type SubmitState, type SubmitOutcome } from './useSubmit';
export { saveFile } from './save-file';
export { useTokenFromAddress } from './useTokenFromAddress';
export { useParamsFromMailLink } from './useParamsFromMailLink';
export {
  StepUpPasswordForm,
  type StepUpPasswordFailure,
  type StepUpPasswordFormProps,
} from './step-up/StepUpPasswordForm';
export { StepUpModal } from './step-up/StepUpModal';
export { useStepUpSubmit } from './step-up/useStepUpSubmit';
