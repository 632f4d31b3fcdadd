import { passkeysSupported } from '@account/api-client/profile';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useHydrated } from '../../../hooks/useHydrated';
import { MessageNotice } from '../../../components/MessageNotice';
import { usePasskeyLogin } from '../hooks/usePasskeyLogin';

/** "Mit Passkey anmelden" under the username; browsers without WebAuthn do not see it. */
export function PasskeyLoginButton() {
  const { t } = useTranslation(NS);
  const passkey = usePasskeyLogin();
  // The pre-rendered page knows no browser, and every current one has WebAuthn: it shows the
  // button, hydration keeps it, and only a browser without WebAuthn loses it afterwards. Added
  // after hydration instead, it moved the rest of the page down and, at 390 px, its hint became
  // the page's largest text: the largest paint waited for the scripts.
  const hydrated = useHydrated();
  if (hydrated && !passkeysSupported()) return null;
  return (
    <div css={{ marginTop: theme.space(3) }}>
      <p css={{ margin: `0 0 ${theme.space(1)}` }}>{t('passkey.or')}</p>
      {passkey.error && <MessageNotice message={passkey.error} />}
      <Button
        variant="secondary"
        busy={passkey.busy}
        onClick={passkey.start}
        aria-describedby="passkey-hint"
      >
        {t('passkey.button')}
      </Button>
      <p id="passkey-hint" css={{ marginTop: theme.space(1) }}>
        {t('passkey.hint')}
      </p>
    </div>
  );
}
