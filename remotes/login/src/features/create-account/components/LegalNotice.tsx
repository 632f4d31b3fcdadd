import { Link } from '@account/router';
import { paths } from '@account/contracts';
import { Trans } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';

/**
 * What a German shop tells at sign-up (issue 21): the terms that apply and where the privacy
 * notice is. Both open in a new tab (and say so), so the form keeps what was typed.
 */
export function LegalNotice() {
  const newTab = { target: '_blank', rel: 'noopener' } as const;
  return (
    <p css={{ margin: `${theme.space(3)} 0` }}>
      <Trans
        ns={NS}
        i18nKey="createAccount.legal"
        components={{
          terms: <Link to={paths.content('agb')} {...newTab} />,
          privacy: <Link to={paths.content('datenschutz')} {...newTab} />,
        }}
      />
    </p>
  );
}
