import { lazyNamed } from '../components/lazy-named';

// The later steps' texts (i18n/later-steps.ts) travel apart from the username step's: each later
// step's loader fetches them in parallel with its own chunk and registers them before it renders.
let laterTexts: Promise<void> | undefined;
function withLaterTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => {
    laterTexts ??= import('../i18n/later-steps').then(
      (texts) => texts.registerLaterStepsCatalogue(),
      (error: unknown) => {
        // A failed fetch is tried again with the step's next load (the area's retry).
        laterTexts = undefined;
        throw error;
      },
    );
    return Promise.all([load(), laterTexts]).then(([module]) => module);
  };
}

/**
 * The login page's steps after the username (spec section 4), each a lazy chunk: the username
 * step loads alone and these are prefetched when the browser is idle (`laterStepLoaders`).
 */
export const PasswordStep = lazyNamed(
  withLaterTexts(() => import('../features/login/components/PasswordStep')),
  'PasswordStep',
);
export const PasswordUnknownStep = lazyNamed(
  withLaterTexts(() => import('../features/login/components/PasswordUnknownStep')),
  'PasswordUnknownStep',
);
export const AccountVerificationStep = lazyNamed(
  withLaterTexts(() => import('../features/login/components/AccountVerificationStep')),
  'AccountVerificationStep',
);
export const LightUserModal = lazyNamed(
  withLaterTexts(() => import('../features/login/components/LightUserModal')),
  'LightUserModal',
);
export const CreateAccountStep = lazyNamed(
  withLaterTexts(() => import('../features/create-account/components/CreateAccountStep')),
  'CreateAccountStep',
);
export const LightAccountStep = lazyNamed(
  withLaterTexts(() => import('../features/create-account/components/LightAccountStep')),
  'LightAccountStep',
);
export const NewCustomerStep = lazyNamed(
  withLaterTexts(() => import('../features/create-account/components/NewCustomerStep')),
  'NewCustomerStep',
);
export const DoiStep = lazyNamed(
  withLaterTexts(() => import('../features/create-account/components/DoiStep')),
  'DoiStep',
);
export const MagicLinkButton = lazyNamed(
  withLaterTexts(() => import('../features/magic-link/components/MagicLinkButton')),
  'MagicLinkButton',
);

/** Pages of their own routes. Forgot password is reached from the login page, so it is prefetched too. */
export const ForgotPasswordPage = lazyNamed(
  withLaterTexts(() => import('../features/password/components/ForgotPasswordPage')),
  'ForgotPasswordPage',
);
// Opened from a mail link or a provider's redirect, i.e. by a fresh page load: lazy, never prefetched.
export const SetPasswordPage = lazyNamed(
  withLaterTexts(() => import('../features/password/components/SetPasswordPage')),
  'SetPasswordPage',
);
export const LightUserSetPasswordPage = lazyNamed(
  withLaterTexts(() => import('../features/password/components/LightUserSetPasswordPage')),
  'LightUserSetPasswordPage',
);
export const MagicLinkPage = lazyNamed(
  withLaterTexts(() => import('../features/magic-link/components/MagicLinkPage')),
  'MagicLinkPage',
);
export const SocialLinkPage = lazyNamed(
  withLaterTexts(() => import('../features/social-login/components/SocialLinkPage')),
  'SocialLinkPage',
);
export const SocialSignUpConfirmPage = lazyNamed(
  withLaterTexts(() => import('../features/social-login/components/SocialSignUpConfirmPage')),
  'SocialSignUpConfirmPage',
);
export const SocialLoginCallbackPage = lazyNamed(
  withLaterTexts(() => import('../features/social-login/components/SocialLoginCallbackPage')),
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
