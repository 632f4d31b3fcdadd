import { Route, Routes } from '@account/router';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { LoginPage } from './screens/LoginPage';
import { ForgotPasswordPage } from './features/password/components/ForgotPasswordPage';
import { SetPasswordPage } from './features/password/components/SetPasswordPage';
import { LightUserSetPasswordPage } from './features/password/components/LightUserSetPasswordPage';
import { MagicLinkPage } from './features/magic-link/components/MagicLinkPage';
import { SocialLoginCallbackPage } from './features/social-login/components/SocialLoginCallbackPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function LoginRoot() {
  return (
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
  );
}
