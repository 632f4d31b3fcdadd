import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { LoginPage } from './screens/LoginPage';
import { ForgotPasswordPage } from './features/password/components/ForgotPasswordPage';
import { SetPasswordPage } from './features/password/components/SetPasswordPage';
import { LightUserSetPasswordPage } from './features/password/components/LightUserSetPasswordPage';
import { MagicLinkPage } from './features/magic-link/components/MagicLinkPage';
import { SocialLoginCallbackPage } from './features/social-login/components/SocialLoginCallbackPage';
import { SocialLinkPage } from './features/social-login/components/SocialLinkPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function LoginRoot() {
  return (
    <Routes>
      <Route path={paths.login.start.pattern} element={<LoginPage />} />
      <Route path={paths.login.legacySetPassword.pattern} element={<SetPasswordPage legacy />} />
      <Route path={paths.login.socialLink.pattern} element={<SocialLinkPage />} />
      <Route path={paths.login.socialCallback.pattern} element={<SocialLoginCallbackPage />} />
      <Route path={paths.login.forgotPassword.pattern} element={<ForgotPasswordPage />} />
      <Route path={paths.login.setPassword.pattern} element={<SetPasswordPage />} />
      <Route path={paths.login.lightUserSetPassword.pattern} element={<LightUserSetPasswordPage />} />
      <Route path={paths.login.magicLink.pattern} element={<MagicLinkPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.login.start()} />} />
    </Routes>
  );
}
