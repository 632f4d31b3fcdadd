import { useEffect, useRef } from 'react';
import { useTranslation } from '@account/i18n';
import { theme } from './theme';

export interface SummaryError {
  /** id of the input the message belongs to; absent for errors of the whole form. */
  fieldId?: string;
  message: string;
}

/** GOV.UK error summary: takes focus when it appears so the customer hears what went wrong. */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((e) => e.message).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      css={{ border: `4px solid ${theme.color.error}`, padding: theme.space(2), marginBottom: theme.space(3) }}
    >
      <h2 id="error-summary-title" css={{ fontSize: 20, margin: `0 0 ${theme.space(1)}` }}>
        {t('form.errorSummaryTitle')}
      </h2>
      <ul css={{ margin: 0, paddingLeft: theme.space(2) }}>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? 'form'}-${error.message}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} css={{ color: theme.color.error, fontWeight: 700 }}>
                {error.message}
              </a>
            ) : (
              <span css={{ color: theme.color.error, fontWeight: 700 }}>{error.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
