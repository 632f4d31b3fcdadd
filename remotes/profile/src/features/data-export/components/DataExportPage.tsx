import { useEffect, useRef } from 'react';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import {
  Button,
  ButtonLink,
  ConfirmationNotice,
  Notice,
  SectionHeader,
  focusRing,
  theme,
} from '@account/ui';
import { useTokenFromAddress } from '@account/ui/mail-links';
import { NS } from '../../../i18n';
import { useDataExportDownload } from '../hooks/useDataExportDownload';

function Download({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const { submit, busy, state, failure } = useDataExportDownload(token);
  const done = state.status === 'success';
  // The button pressed is gone either way: the notice that answers it takes the focus.
  if (failure === 'invalid') return <Invalid answersDownload />;
  return (
    <>
      {done && (
        <ConfirmationNotice>
          <p>{t('dataExport.page.done')}</p>
        </ConfirmationNotice>
      )}
      {failure === 'failed' && (
        <Notice tone="error">
          <p>{t('dataExport.page.failed')}</p>
        </Notice>
      )}
      {done ? (
        <ButtonLink to={paths.profile.privacyCentre()}>
          {t('dataExport.page.toPrivacyCentre')}
        </ButtonLink>
      ) : (
        <Button busy={busy} onClick={() => void submit()}>
          {t('dataExport.page.download')}
        </Button>
      )}
    </>
  );
}

/** A used, expired or foreign link; after a press of the download button the alert takes its focus. */
function Invalid({ answersDownload = false }: { answersDownload?: boolean }) {
  const { t } = useTranslation(NS);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answersDownload) alert.current?.focus();
  }, [answersDownload]);
  return (
    <>
      <div
        ref={alert}
        tabIndex={-1}
        css={{ width: '100%', '&:focus': { outline: 'none' }, '&:focus-visible': focusRing }}
      >
        <Notice tone="error">
          <p>{t('dataExport.page.invalid')}</p>
        </Notice>
      </div>
      <ButtonLink to={paths.profile.privacyCentre()}>
        {t('dataExport.page.toPrivacyCentre')}
      </ButtonLink>
    </>
  );
}

/**
 * data-export?token=… (issue 26): the page the export mail links to, behind the login. The
 * download is the customer's own click: the file is theirs to save, and the link works once.
 * A token page (issue 33): the address drops the token at once and the page sends no Referer.
 */
export function DataExportPage() {
  const { t } = useTranslation(NS);
  const token = useTokenFromAddress();
  return (
    <>
      <SectionHeader
        title={t('dataExport.page.title')}
        back={{ to: paths.profile.privacyCentre(), label: t('dataExport.page.back') }}
      />
      <div css={{ display: 'grid', gap: theme.space(2), justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>{t('dataExport.page.intro')}</p>
        {token ? <Download token={token} /> : <Invalid />}
      </div>
    </>
  );
}
