import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { TextField } from './TextField';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** current-password on login, new-password where one is chosen (password managers rely on it). */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle (GOV.UK pattern), announced by its pressed state. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <>
        <TextField
          ref={ref}
          type={visible ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="none"
          {...props}
        />
        <div css={{ marginTop: `-${theme.space(2)}`, marginBottom: theme.space(3) }}>
          <Button
            variant="link"
            aria-pressed={visible}
            aria-controls={props.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('form.hidePassword') : t('form.showPassword')}
          </Button>
        </div>
      </>
    );
  },
);
