import { z } from 'zod';
import { StepUpRequest } from '../shared/step-up';
import {
  AddressCheckRequest,
  CheckedAddress,
  BillingAddress,
  BillingAddressRequest,
  DeliveryAddress,
  DeliveryAddressList,
  DeliveryAddressRequest,
} from '../addresses/delivery-address';
import { ContentPage } from '../content/content-page';
import {
  FollowedStreamersQuery,
  StreamerDetail,
  Streamers,
  FollowedStreamers,
} from '../creators/creators';
import {
  AccountCreated,
  CreateAccountRequest,
  CreateLightAccountRequest,
  LightAccountActivation,
  LightAccountActivationQuery,
  ResendActivationRequest,
} from '../customer/account-creation';
import {
  LoggedInUser,
  LoginRequest,
  LoginState,
  PersonalDetails,
  PersonalDetailsQuery,
  UsernameCheckQuery,
  UsernameCheckResult,
} from '../customer/customer';
import {
  ForgotPasswordRequest,
  MagicLinkRequest,
  MagicLinkVerifyRequest,
  PasswordLinkCheckRequest,
  SetPasswordRequest,
  SetPasswordResult,
  StayLoggedIn,
  StayLoggedInRequest,
} from '../customer/password-flows';
import {
  SocialLinkByPasswordRequest,
  SocialLinkMailRequest,
  SocialLinkSignUpRequest,
  SocialSignUpConfirmRequest,
  SocialSignUpConfirmed,
  SocialLinkVerifyRequest,
  SocialLoginRequest,
} from '../customer/social-login';
import { MarketResearchConfirmQuery, UpsellUnsubscribeQuery } from '../doi/marketing-consents';
import {
  DoiTokenRequest,
  NewsletterFrequencyRequest,
  NewsletterSubscribeRequest,
  NewsletterSubscription,
} from '../doi/newsletter';
import { StockReminder, StockReminderRequest } from '../doi/stock-reminder';
import { OpenInvoices, OpenInvoicesQuery } from '../orders/open-invoices';
import {
  CancelRequest,
  Order,
  OrderQuery,
  OrdersInsights,
  OrdersPage,
  OrdersQuery,
  ReturnRequest,
  WithdrawalRequest,
} from '../orders/orders';
import {
  BankDetailsAnswer,
  BankDetailsRequest,
  DeleteBankDetailsRequest,
  IbanValidation,
  IbanValidationRequest,
} from '../payments/bank-details';
import { PaymentMethods, PreferredPaymentRequest } from '../payments/payment-methods';
import { Basket, BasketItemBody } from '../products/basket';
import { BuyAgainBody, BuyAgainResult } from '../products/buy-again';
import { Products, ProductsQuery, ProductViewBody, RecentlyViewed } from '../products/products';
import { Recommendations, RecommendationsQuery } from '../products/recommendations';
import { Wishlist, WishlistItemPatch, WishlistItemQuery } from '../products/wishlist';
import {
  AccountVerificationRequest,
  AccountVerificationResult,
} from '../profile/account-verification';
import { DeleteAccountRequest } from '../profile/delete-account';
import {
  ChangeEmailRequest,
  EmailChangeRequested,
  EmailChangeUndoRequest,
  EmailChangeUndone,
  EmailChangeVerified,
  EmailChangeVerifyRequest,
  RequestSource,
} from '../profile/email-change';
import { ChangePasswordRequest, ResetPasswordRequest } from '../profile/password-change';
import { Vouchers } from '../profile/vouchers';
import {
  ActiveSessionsResponse,
  EndOtherSessionsResponse,
  LoginHistoryResponse,
} from '../profile/security';
import {
  ConsentLogResponse,
  ConsentSwitchRequest,
  PrivacyCentre,
  PrivacyNewsletterFrequencyRequest,
} from '../profile/privacy-centre';
import { DataExportDownloadQuery, DataExportState } from '../profile/data-export';
import {
  DeletePasskeyRequest,
  Passkey,
  PasskeyLoginOptions,
  PasskeyLoginRequest,
  PasskeyRegistrationOptions,
  PasskeyRegistrationOptionsRequest,
  PasskeysResponse,
  RegisterPasskeyRequest,
  RenamePasskeyRequest,
} from '../profile/passkeys';
import {
  LinkedSocialLoginsResponse,
  PasswordChanged,
  RemoveSocialLoginRequest,
  RemoveWaysInRequest,
  WaysInRemoved,
} from '../profile/ways-in';
import { ReferralProgram } from '../service/referrals';
import { SupportRequest, SupportRequestBody, SupportRequests } from '../service/support-request';
import { LogEntryRequest } from '../tracking/logging';
import { TrackingEnvelope } from '../tracking/tracking-events';
import type { EndpointAddress } from './endpoint';

/** What an endpoint takes and answers; every part is optional (no body, no query …). */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer of the endpoint's success status; none for 204 and for non-JSON answers. */
  readonly response?: z.ZodType;
}

/** Every endpoint of a service has its schemas: a missing one fails the type check. */
export type SchemasOf<E extends Record<string, EndpointAddress>> = {
  readonly [K in keyof E]: EndpointSchemas;
};

/** `{}`: the answer of calls whose effect is all there is to say. */
export const Empty = z.object({});
const IdParams = z.object({ id: z.string().min(1).max(64) });
const OrderNumberParams = z.object({ number: z.string() });
const StreamerParams = z.object({ id: z.string() });
/** Malformed subscription ids are simply not found (the handler answers 404), not a bad request. */
const SubscriptionParams = z.object({ id: z.string() });
/** The answer of the health and readiness checks. */
export const HealthStatus = z.object({ status: z.string() });

export const healthSchemas = {
  health: { response: HealthStatus },
  ready: { response: HealthStatus },
};

export const customerSchemas = {
  checkUsername: { query: UsernameCheckQuery, response: UsernameCheckResult },
  login: { body: LoginRequest, response: LoggedInUser },
  loginState: { response: LoginState },
  refresh: { response: StayLoggedIn },
  logout: { response: Empty },
  getStayLoggedIn: { response: StayLoggedIn },
  setStayLoggedIn: { body: StayLoggedInRequest, response: StayLoggedIn },
  createAccount: { body: CreateAccountRequest, response: AccountCreated },
  createLightAccount: { body: CreateLightAccountRequest, response: AccountCreated },
  lightAccountActivation: { query: LightAccountActivationQuery, response: LightAccountActivation },
  lightAccountSetPassword: { body: SetPasswordRequest, response: SetPasswordResult },
  resendActivation: { body: ResendActivationRequest, response: Empty },
  forgotPassword: { body: ForgotPasswordRequest, response: Empty },
  setPassword: { body: SetPasswordRequest, response: SetPasswordResult },
  setPasswordFromSocialNetwork: { body: SetPasswordRequest, response: SetPasswordResult },
  checkPasswordLink: { body: PasswordLinkCheckRequest, response: Empty },
  requestMagicLink: { body: MagicLinkRequest, response: Empty },
  verifyMagicLink: { body: MagicLinkVerifyRequest, response: LoggedInUser },
  socialLogin: { body: SocialLoginRequest, response: LoggedInUser },
  socialLinkByPassword: { body: SocialLinkByPasswordRequest, response: LoggedInUser },
  socialLinkMail: { body: SocialLinkMailRequest, response: Empty },
  socialLinkVerify: { body: SocialLinkVerifyRequest, response: LoggedInUser },
  socialLinkSignUp: { body: SocialLinkSignUpRequest },
  socialSignUpConfirm: { body: SocialSignUpConfirmRequest, response: SocialSignUpConfirmed },
  appleCallback: { params: z.object({ shop: z.string() }) },
  personalDetails: { query: PersonalDetailsQuery, response: PersonalDetails },
  deliveryAddresses: { response: DeliveryAddressList },
  deliveryAddress: { params: IdParams, response: DeliveryAddress },
  addDeliveryAddress: { body: DeliveryAddressRequest, response: DeliveryAddress },
  changeDeliveryAddress: { body: DeliveryAddressRequest, response: DeliveryAddress },
  deleteDeliveryAddress: { params: IdParams, response: DeliveryAddress },
  restoreDeliveryAddress: { params: IdParams, response: DeliveryAddress },
  setPreferredAddress: { params: IdParams, response: DeliveryAddress },
  changeBillingAddress: { body: BillingAddressRequest, response: BillingAddress },
  changeBillingAddresses: { body: BillingAddressRequest, response: BillingAddress },
  changeEmail: {
    // Loose: Fastify hands the validated headers on as the request's headers, cookies included.
    headers: z.looseObject({ 'x-request-source': RequestSource }),
    body: ChangeEmailRequest,
    response: EmailChangeRequested,
  },
  verifyEmailChange: { body: EmailChangeVerifyRequest, response: EmailChangeVerified },
  undoEmailChange: { body: EmailChangeUndoRequest, response: EmailChangeUndone },
  deleteAccount: { body: DeleteAccountRequest, response: Empty },
  changePassword: { body: ChangePasswordRequest, response: PasswordChanged },
  resetPassword: { body: ResetPasswordRequest, response: PasswordChanged },
  verifyAccount: { body: AccountVerificationRequest, response: AccountVerificationResult },
  vouchers: { response: Vouchers },
  securitySessions: { response: ActiveSessionsResponse },
  endSecuritySession: {
    params: z.object({ id: z.uuid() }),
    body: StepUpRequest,
    response: Empty,
  },
  endOtherSecuritySessions: { body: StepUpRequest, response: EndOtherSessionsResponse },
  loginHistory: { response: LoginHistoryResponse },
  privacyCentre: { response: PrivacyCentre },
  switchConsent: { body: ConsentSwitchRequest, response: PrivacyCentre },
  setPrivacyNewsletterFrequency: {
    body: PrivacyNewsletterFrequencyRequest,
    response: PrivacyCentre,
  },
  consentLog: { response: ConsentLogResponse },
  dataExport: { response: DataExportState },
  requestDataExport: { response: DataExportState },
  downloadDataExport: { query: DataExportDownloadQuery },
  passkeys: { response: PasskeysResponse },
  passkeyRegistrationOptions: {
    body: PasskeyRegistrationOptionsRequest,
    response: PasskeyRegistrationOptions,
  },
  registerPasskey: { body: RegisterPasskeyRequest, response: Passkey },
  renamePasskey: {
    params: z.object({ id: z.uuid() }),
    body: RenamePasskeyRequest,
    response: Passkey,
  },
  deletePasskey: {
    params: z.object({ id: z.uuid() }),
    body: DeletePasskeyRequest,
    response: Empty,
  },
  passkeyLoginOptions: { response: PasskeyLoginOptions },
  passkeyLogin: { body: PasskeyLoginRequest, response: LoggedInUser },
  socialLogins: { response: LinkedSocialLoginsResponse },
  removeSocialLogin: {
    params: z.object({ id: z.uuid() }),
    body: RemoveSocialLoginRequest,
    response: Empty,
  },
  removeWaysIn: { body: RemoveWaysInRequest, response: WaysInRemoved },
  wishlist: { response: Wishlist },
  setWishlistItemState: { query: WishlistItemQuery, body: WishlistItemPatch },
  requestMarketResearchConsent: { response: Empty },
  confirmMarketResearchConsent: { query: MarketResearchConfirmQuery, response: Empty },
  requestUpsellMail: { response: Empty },
  unsubscribeUpsell: { query: UpsellUnsubscribeQuery, response: Empty },
  unsubscribeUpsellOneClick: { query: UpsellUnsubscribeQuery, response: Empty },
  createSupportRequest: { body: SupportRequestBody, response: SupportRequest },
  supportRequests: { response: SupportRequests },
  supportRequest: { params: z.object({ id: z.string() }), response: SupportRequest },
  referral: { response: ReferralProgram },
};

export const orderHistorySchemas = {
  orders: { query: OrdersQuery, response: OrdersPage },
  order: { params: z.object({ id: z.string() }), query: OrderQuery, response: Order },
  ordersInsights: { response: OrdersInsights },
};

export const ordersSchemas = {
  returnOrder: { body: ReturnRequest, response: Order },
  cancelOrder: { params: OrderNumberParams, body: CancelRequest, response: Order },
  withdrawOrder: { params: OrderNumberParams, body: WithdrawalRequest, response: Order },
  returnLabel: { params: OrderNumberParams.extend({ code: z.string() }) },
  invoicePdf: { params: z.object({ invoiceNumber: z.string() }) },
  creditNotePdf: { params: z.object({ creditNoteNumber: z.string() }) },
  openInvoices: { query: OpenInvoicesQuery, response: OpenInvoices },
};

export const productsSchemas = {
  media: { params: z.object({ file: z.string() }) },
  products: { query: ProductsQuery, response: Products },
  recentlyViewed: { response: RecentlyViewed },
  productViewed: { body: ProductViewBody },
  recommendations: { query: RecommendationsQuery, response: Recommendations },
};

export const socialLiveCommerceSchemas = {
  streamers: { response: Streamers },
  streamer: { params: StreamerParams, response: StreamerDetail },
  streamerPicture: { params: StreamerParams },
  followedStreamers: { query: FollowedStreamersQuery, response: FollowedStreamers },
  follow: { params: z.object({ streamerId: z.string() }), query: FollowedStreamersQuery },
  unfollow: { params: z.object({ streamerId: z.string() }), query: FollowedStreamersQuery },
};

export const addressCheckSchemas = {
  checkAddress: { body: AddressCheckRequest, response: z.array(CheckedAddress) },
};

export const loggingSchemas = {
  log: { body: LogEntryRequest },
  events: { body: TrackingEnvelope },
  /** Two report formats by content type; the handler reads either (security-headers). */
  cspReports: {},
};

export const contentSchemas = {
  page: { params: z.object({ slug: z.string() }), response: ContentPage },
};

export const basketSchemas = {
  basket: { response: Basket },
  buyAgain: { body: BuyAgainBody, response: BuyAgainResult },
  addToBasket: { body: BasketItemBody, response: Basket },
};

export const newsletterSchemas = {
  subscribe: { body: NewsletterSubscribeRequest, response: Empty },
  confirmSubscription: { body: DoiTokenRequest, response: Empty },
  subscription: { params: SubscriptionParams, response: NewsletterSubscription },
  changeSubscription: {
    params: SubscriptionParams,
    body: NewsletterFrequencyRequest,
    response: NewsletterSubscription,
  },
  cancelSubscription: { params: SubscriptionParams, response: Empty },
  cancelSubscriptionOneClick: { params: SubscriptionParams, response: Empty },
  requestStockReminder: { body: StockReminderRequest, response: Empty },
  confirmStockReminder: { body: DoiTokenRequest, response: StockReminder },
  unsubscribeStockReminder: { body: DoiTokenRequest, response: StockReminder },
};

export const paymentSchemas = {
  paymentMethods: { response: PaymentMethods },
  setPreferredPayment: { body: PreferredPaymentRequest, response: PaymentMethods },
  bankDetails: { response: BankDetailsAnswer },
  validateIban: { body: IbanValidationRequest, response: IbanValidation },
  saveBankDetails: { body: BankDetailsRequest, response: BankDetailsAnswer },
  deleteBankDetails: { body: DeleteBankDetailsRequest, response: BankDetailsAnswer },
};

export const devSchemas = {
  mails: { query: z.object({ to: z.string().min(1).optional() }) },
  mailbox: { query: z.object({ to: z.string().min(1).optional() }) },
  attachment: {
    params: z.object({ id: z.string().min(1), index: z.coerce.number().int().min(0) }),
  },
  optIns: { query: z.object({ email: z.string().min(1) }) },
  cspReports: {},
};

export const recaptchaOfflineSchemas = {
  token: { response: z.object({ token: z.string() }) },
};
