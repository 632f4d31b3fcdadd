import { Suspense } from 'react';
import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound, Loading } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { LoginPage } from './screens/LoginPage';
import {
  ForgotPasswordPage,
  LightUserSetPasswordPage,
  MagicLinkPage,
  SetPasswordPage,
  SocialLinkPage,
  SocialLoginCallbackPage,
  SocialSignUpConfirmPage,
} from './screens/later-steps';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/**
 * Paths relative to the account root, as registered by the host (contracts `areaRoutes`). Only
 * the login page's first step is in the initial chunk; every other page is a lazy chunk.
 */
export default function LoginRoot() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path={paths.login.start.pattern} element={<LoginPage />} />
        <Route path={paths.login.legacySetPassword.pattern} element={<SetPasswordPage legacy />} />
        <Route path={paths.login.socialLink.pattern} element={<SocialLinkPage />} />
        <Route
          path={paths.login.socialSignUpConfirm.pattern}
          element={<SocialSignUpConfirmPage />}
        />
        <Route path={paths.login.socialCallback.pattern} element={<SocialLoginCallbackPage />} />
        <Route path={paths.login.forgotPassword.pattern} element={<ForgotPasswordPage />} />
        <Route path={paths.login.setPassword.pattern} element={<SetPasswordPage />} />
        <Route
          path={paths.login.lightUserSetPassword.pattern}
          element={<LightUserSetPasswordPage />}
        />
        <Route path={paths.login.magicLink.pattern} element={<MagicLinkPage />} />
        <Route path="*" element={<AreaNotFound ns={NS} to={paths.login.start()} />} />
      </Routes>
    </Suspense>
  );
}
