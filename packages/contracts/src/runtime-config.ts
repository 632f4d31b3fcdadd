import { z } from 'zod';
import { Locale } from './shared/locale';
import { SocialProvider, SocialProviderSettings } from './customer/social-login';
import { ConsentSettings } from './tracking/consent';
import { RumSettings } from './tracking/rum';

/** The service base paths of spec section 7, each configurable to its own host. */
export const ServiceName = z.enum([
  'customer',
  'basket',
  'newsletter',
  'orderHistory',
  'orders',
  'payment',
  'addressCheck',
  'products',
  'socialLiveCommerce',
  'logging',
  'content',
]);
export type ServiceName = z.infer<typeof ServiceName>;

export const FeatureFlag = z.enum([
  'deleteWishlistProduct',
  'fakePages',
  'magicLinkLogin',
  'socialLogin',
  'completeProfile',
  'lightAccount',
  'contactForm',
  'myAccountHomeRedesign',
  'stayLoggedIn',
  'gcpMigration',
  'multipleVouchers',
  'orderCancellation',
]);
export type FeatureFlag = z.infer<typeof FeatureFlag>;

/**
 * Served beside the shell as runtime-config.json: one build, many environments. The root path
 * (/ locally, /dpl/av deployed) is fixed at build time instead, because asset URLs depend on it.
 */
/**
 * Where the browser gets the reCAPTCHA token the login calls carry (X-Recaptcha-Token): Google's
 * script with the shop's site key, or locally the API's offline issuer. Named here, so one build
 * runs in every environment; `none` sends no token (only where the service checks none).
 */
export const RecaptchaSettings = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('google'), siteKey: z.string().min(1) }),
  z.object({ provider: z.literal('offline'), tokenUrl: z.string().min(1) }),
  z.object({ provider: z.literal('none') }),
]);
export type RecaptchaSettings = z.infer<typeof RecaptchaSettings>;

/**
 * `buttonsBelow` (control): e-mail or customer number first, the provider buttons below it.
 * `buttonsFirst`: the provider buttons above the username form, for customers who would rather
 * not type. Both offer the same logins; the experiment measures which one more customers finish.
 */
export const SocialLoginVariant = z.enum(['buttonsBelow', 'buttonsFirst']);
export type SocialLoginVariant = z.infer<typeof SocialLoginVariant>;

export const RuntimeConfig = z.object({
  environment: z.enum(['local', 'development', 'staging', 'production']),
  /** Shop host name → locale; a host not listed is the German shop. */
  shops: z.record(z.string(), Locale),
  services: z.record(ServiceName, z.string()),
  flags: z.record(FeatureFlag, z.boolean()),
  /**
   * The shop's own FAQ page, when it has one. Absent: the FAQ of the content service, shown in
   * the account's frame (`paths.content('hilfe')`).
   */
  faqUrl: z.string().optional(),
  /**
   * The shop each locale belongs to (search, basket, legal pages). Absent: the shop serves the
   * account area on its own host, so root-relative links reach it.
   */
  shopOrigins: z.partialRecord(Locale, z.string()).optional(),
  /** Providers the socialLogin flag offers; one left out shows no button. */
  socialProviders: z.partialRecord(SocialProvider, SocialProviderSettings).optional(),
  recaptcha: RecaptchaSettings.optional(),
  /**
   * Base URLs of the services already moved to the new platform (flag `gcpMigration`): while the
   * flag is on they replace the `services` entries of the same name, so services move one by one
   * by configuration and move back by switching the flag off.
   */
  migratedServices: z.partialRecord(ServiceName, z.string()).optional(),
  /** The social-login experiment of spec section 9: which variant this deployment serves. */
  experiments: z.object({ socialLogin: SocialLoginVariant.optional() }).optional(),
  /**
   * Where the two hosts live (their root, with the hub's `creators-hub` segment): the account
   * area links to the hub's pages, the hub sends logged-out visitors to the account's login.
   * Deployed both are paths on the shop's host (`/dpl/av`, `/dpl/av/creators-hub`), locally the
   * hub has its own port. Absent: the hub is not deployed and nothing links to it. In another
   * team's host, only the account area is known (the app's `accountUrl`).
   */
  hosts: z.object({ account: z.string(), creatorsHub: z.string().optional() }).optional(),
  /** The consent tool tracking and recommendations ask; absent means no consent. */
  consent: ConsentSettings.optional(),
  /** Real-user monitoring (docs/decisions/061); absent, the hosts measure nothing. */
  rum: RumSettings.optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
