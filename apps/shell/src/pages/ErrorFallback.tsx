import { useTranslation } from '@account/i18n';
import { Button, GlobalStyles, InfoScreen } from '@account/ui';

/** The error fallback (image, title, body) for anything the host itself fails to render. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <main>
      <GlobalStyles />
      <InfoScreen
        illustration="error"
        title={t('pages.error.title')}
        body={t('pages.error.body')}
        action={<Button onClick={() => window.location.reload()}>{t('pages.error.action')}</Button>}
      />
    </main>
  );
}
