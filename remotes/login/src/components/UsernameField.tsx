import { forwardRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { currentLocale } from '@account/config';
import { useTranslation } from '@account/i18n';
import { TextField } from '@account/ui/forms';
import { NS } from '../i18n';

interface UsernameFieldProps extends Omit<UseFormRegisterReturn<'username'>, 'ref'> {
  /** The inline error, worded (from `useFormErrors`). */
  error?: string | undefined;
  hint?: string;
  /** `username webauthn` where the browser may also offer passkeys (the login's first step). */
  autoComplete?: string;
}

/**
 * The username input of every login form. The Swiss shop takes e-mail addresses only (spec
 * section 5), so there it is an e-mail field with the e-mail keyboard; elsewhere customer numbers
 * are allowed too. Pasting and password managers work (autocomplete `username`).
 */
export const UsernameField = forwardRef<HTMLInputElement, UsernameFieldProps>(
  function UsernameField({ error, hint, autoComplete = 'username', ...registration }, ref) {
    const { t } = useTranslation(NS);
    const emailOnly = currentLocale() === 'de-CH';
    return (
      <TextField
        ref={ref}
        id="username"
        label={t('username.label')}
        hint={hint}
        error={error}
        type={emailOnly ? 'email' : 'text'}
        inputMode={emailOnly ? 'email' : 'text'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        {...registration}
      />
    );
  },
);
