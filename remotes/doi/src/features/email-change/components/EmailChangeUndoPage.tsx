import { paths } from '@account/contracts';
import { undoEmailChange } from '@account/api-client/profile';
import { useTranslation } from '@account/i18n';
import { ButtonLink } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { useTokenFromAddress } from '@account/ui/mail-links';
import { NS } from '../../../i18n';
import { MailLinkPage } from '../../../components/MailLinkPage';
import { emailLinkFailure } from '../../../components/failures';

/**
 * email-change/undo?token=: the link mailed to the old address once a change took effect
 * (ASVS 6.3.7). Confirming restores that address, ends every session and removes the password,
 * every passkey and every provider login (issue 33); the customer sets a new password from the
 * mail that follows (docs/decisions/README.md).
 */
export function EmailChangeUndoPage() {
  const { t } = useTranslation(NS);
  const token = useTokenFromAddress();
  const undo = useSubmit(() => undoEmailChange(token), emailLinkFailure);
  const failure = undo.failure;
  return (
    <MailLinkPage
      title={t('emailChangeUndo.title')}
      intro={t('emailChangeUndo.intro')}
      confirmLabel={t('emailChangeUndo.confirm')}
      missingMessage={token ? null : t('link.missing')}
      busy={undo.busy}
      failureMessage={
        failure && t(failure === 'taken' ? 'emailChangeUndo.taken' : `link.${failure}`)
      }
      final={failure === 'expired' || failure === 'taken'}
      onConfirm={() => void undo.submit()}
      success={
        undo.state.status === 'success'
          ? {
              title: t('emailChangeUndo.successTitle'),
              body: t('emailChangeUndo.successBody', { email: undo.state.result.email }),
              action: (
                <ButtonLink to={paths.login.start()}>{t('emailChangeUndo.toLogin')}</ButtonLink>
              ),
            }
          : null
      }
    />
  );
}
