import type { ReactNode } from 'react';
import { AsyncContent } from './AsyncContent';
import { Card } from './Card';
import { Skeleton } from './Skeleton';
import { useAsync } from './useAsync';

interface TileProps<T> {
  title: string;
  /** Where the tile leads once it shows its data; the whole tile is then the link. */
  to?: string;
  load: () => Promise<T>;
  loadKey: string;
  errorMessage: string;
  /** A placeholder of the content's height (three lines by default), so nothing moves on load. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One dashboard tile: it loads on its own, shows a skeleton meanwhile, and when its service
 * fails a small error with a retry, so one failing service never breaks the home.
 */
export function Tile<T>({
  title,
  to,
  load,
  loadKey,
  errorMessage,
  skeleton = <Skeleton lines={3} />,
  children,
}: TileProps<T>) {
  const { state, reload } = useAsync(load, loadKey);
  return (
    // Only a loaded tile is a link: the retry button must stay clickable.
    <Card title={title} to={state.status === 'success' ? to : undefined}>
      <AsyncContent
        state={state}
        errorMessage={errorMessage}
        onRetry={reload}
        compact
        skeleton={skeleton}
      >
        {children}
      </AsyncContent>
    </Card>
  );
}
