import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { Skeleton } from './Skeleton';
import type { AsyncState } from './useAsync';

interface AsyncContentProps<T> {
  state: AsyncState<T>;
  /** What failed, in the area's words; a retry button follows it. */
  errorMessage: string;
  onRetry: () => void;
  /** The placeholder of the content's shape; card placeholders by default. */
  skeleton?: ReactNode;
  /** Inside a tile: a small error without drawing. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/** The loading and failed states every screen shows the same way; the content once it is there. */
export function AsyncContent<T>({
  state,
  errorMessage,
  onRetry,
  skeleton,
  compact,
  children,
}: AsyncContentProps<T>) {
  if (state.status === 'loading') return <>{skeleton ?? <Skeleton variant="cards" lines={2} />}</>;
  if (state.status === 'error')
    return <ErrorState message={errorMessage} onRetry={onRetry} compact={compact} />;
  return <>{children(state.data)}</>;
}
