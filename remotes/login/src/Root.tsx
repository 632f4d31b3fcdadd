import { Suspense } from 'react';
import { Route, Routes } from '@account/router';
import { AreaNotFound, Loading } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { LoginPage } from './screens/LoginPage';
import {
  ForgotPasswordPage,
  LightUserSetPasswordPage,
  MagicLinkPage,
  SetPasswordPage,
  SocialLoginCallbackPage,
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
        <Route path="login" element={<LoginPage />} />
        <Route path="login/forgottenpassword/:token" element={<SetPasswordPage legacy />} />
        <Route path="login/social/:provider" element={<SocialLoginCallbackPage />} />
        <Route path="forgot-password/*" element={<ForgotPasswordPage />} />
        <Route path="set-password" element={<SetPasswordPage />} />
        <Route path="light-user-set-password" element={<LightUserSetPasswordPage />} />
        <Route path="magic-link" element={<MagicLinkPage />} />
        <Route path="*" element={<AreaNotFound ns={NS} to="/login" />} />
      </Routes>
    </Suspense>
  );
}
