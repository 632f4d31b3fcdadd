import { lazyNamed } from '../components/lazy-named';

/**
 * The login page's steps after the username (spec section 4), each a lazy chunk: the username
 * step loads alone and these are prefetched when the browser is idle (`laterStepLoaders`).
 */
export const PasswordStep = lazyNamed(
  () => import('../features/login/components/PasswordStep'),
  'PasswordStep',
);
export const PasswordUnknownStep = lazyNamed(
  () => import('../features/login/components/PasswordUnknownStep'),
  'PasswordUnknownStep',
);
export const AccountVerificationStep = lazyNamed(
  () => import('../features/login/components/AccountVerificationStep'),
  'AccountVerificationStep',
);
export const LightUserModal = lazyNamed(
  () => import('../features/login/components/LightUserModal'),
  'LightUserModal',
);
export const CreateAccountStep = lazyNamed(
  () => import('../features/create-account/components/CreateAccountStep'),
  'CreateAccountStep',
);
export const LightAccountStep = lazyNamed(
  () => import('../features/create-account/components/LightAccountStep'),
  'LightAccountStep',
);
export const NewCustomerStep = lazyNamed(
  () => import('../features/create-account/components/NewCustomerStep'),
  'NewCustomerStep',
);
export const DoiStep = lazyNamed(
  () => import('../features/create-account/components/DoiStep'),
  'DoiStep',
);
export const MagicLinkButton = lazyNamed(
  () => import('../features/magic-link/components/MagicLinkButton'),
  'MagicLinkButton',
);

/** Pages of their own routes. Forgot password is reached from the login page, so it is prefetched too. */
export const ForgotPasswordPage = lazyNamed(
  () => import('../features/password/components/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
// Opened from a mail link or a provider's redirect, i.e. by a fresh page load: lazy, never prefetched.
export const SetPasswordPage = lazyNamed(
  () => import('../features/password/components/SetPasswordPage'),
  'SetPasswordPage',
);
export const LightUserSetPasswordPage = lazyNamed(
  () => import('../features/password/components/LightUserSetPasswordPage'),
  'LightUserSetPasswordPage',
);
export const MagicLinkPage = lazyNamed(
  () => import('../features/magic-link/components/MagicLinkPage'),
  'MagicLinkPage',
);
export const SocialLinkPage = lazyNamed(
  () => import('../features/social-login/components/SocialLinkPage'),
  'SocialLinkPage',
);
export const SocialSignUpConfirmPage = lazyNamed(
  () => import('../features/social-login/components/SocialSignUpConfirmPage'),
  'SocialSignUpConfirmPage',
);
export const SocialLoginCallbackPage = lazyNamed(
  () => import('../features/social-login/components/SocialLoginCallbackPage'),
  'SocialLoginCallbackPage',
);

export const laterStepLoaders = [
  PasswordStep,
  PasswordUnknownStep,
  AccountVerificationStep,
  LightUserModal,
  CreateAccountStep,
  LightAccountStep,
  NewCustomerStep,
  DoiStep,
  MagicLinkButton,
  ForgotPasswordPage,
].map((step) => step.prefetch);
