import { Link, Route, Routes } from 'react-router';
import { useTranslation } from '@account/i18n';
import { InfoScreen } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { LoginPage } from './features/login/components/LoginPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

function NotInThisArea() {
  const { t } = useTranslation(NS);
  return (
    <InfoScreen
      illustration="notFound"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={<Link to="/login">{t('notFound.action')}</Link>}
    />
  );
}

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function LoginRoot() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="*" element={<NotInThisArea />} />
    </Routes>
  );
}
