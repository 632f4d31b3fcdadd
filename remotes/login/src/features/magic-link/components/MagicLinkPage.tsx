import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@account/router';
import { verifyMagicLink } from '@account/api-client';
import { useTranslation } from '@account/i18n';
import { rememberLogin, setLoggedIn } from '@account/session';
import { Button, Notice, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { StepHeading } from '../../../components/StepHeading';
import { genericMessage, isTokenInvalid } from '../../../components/api-messages';
import { MessageNotice } from '../../login/components/MessageNotice';
import type { Message } from '../../login/errors';

/**
 * magic-link?token=…: the customer confirms with a button, so a mail scanner opening the link
 * logs nobody in and uses nothing up. Success goes home.
 */
export function MagicLinkPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const user = await verifyMagicLink(token);
      setLoggedIn(user);
      rememberLogin(user.customerType, 'magicLink');
      await navigate('/home', { replace: true });
    } catch (failure) {
      if (isTokenInvalid(failure)) setExpired(true);
      else setError(genericMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={{ maxWidth: theme.size.readable }}>
      <StepHeading title={t('magicLink.page.title')} focusKey="magic" />
      {!token || expired ? (
        <>
          <Notice tone="error">{t(token ? 'magicLink.page.expired' : 'magicLink.page.missing')}</Notice>
          <Link to="/login">{t('magicLink.page.toLogin')}</Link>
        </>
      ) : (
        <>
          <p>{t('magicLink.page.intro')}</p>
          {error && <MessageNotice message={error} />}
          <Button busy={busy} onClick={() => void confirm()}>
            {t('magicLink.page.confirm')}
          </Button>
        </>
      )}
    </div>
  );
}
