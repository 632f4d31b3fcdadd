import { useEffect, useRef } from 'react';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';

export interface SummaryError {
  /** id of the input the message belongs to; absent for errors of the whole form. */
  fieldId?: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: SummaryError[];
  /**
   * How often the form was submitted (react-hook-form's `formState.submitCount`). The summary
   * takes focus once per submit: when a submit — or the server's answer to it — leaves errors.
   * Errors that change while the customer types (validation re-runs on change) never take focus
   * back, or the next key press would land in the summary instead of the field.
   */
  submitCount: number;
}

/** GOV.UK error summary: takes focus after a failed submit so the customer hears what went wrong. */
export function ErrorSummary({ errors, submitCount }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const focusedForSubmit = useRef(0);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (!hasErrors || submitCount === 0 || focusedForSubmit.current === submitCount) return;
    focusedForSubmit.current = submitCount;
    ref.current?.focus();
  }, [hasErrors, submitCount]);
  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      css={{
        border: `4px solid ${theme.color.error}`,
        padding: theme.space(2),
        marginBottom: theme.space(3),
      }}
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
