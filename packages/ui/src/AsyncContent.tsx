import type { ReactNode } from 'react';
import { useTranslation } from '@account/i18n';
import { Button } from './Button';
import { Loading } from './Loading';
import { Notice } from './Notice';
import type { AsyncState } from './useAsync';

interface AsyncContentProps<T> {
  state: AsyncState<T>;
  /** What failed, in the area's words; a retry button follows it. */
  errorMessage: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** The loading and failed states every screen shows the same way; the content once it is there. */
export function AsyncContent<T>({ state, errorMessage, onRetry, children }: AsyncContentProps<T>) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <Notice tone="error">
        <p css={{ marginTop: 0 }}>{errorMessage}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </Notice>
    );
  }
  return <>{children(state.data)}</>;
}
