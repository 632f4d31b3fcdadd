import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { REMOTE_ROOT_MODULE, type RemoteName } from '@account/contracts';
import { reportError } from '@account/tracking';
import { useTranslation } from '@account/i18n';
import { Button, InfoScreen, Loading } from '@account/ui';
import { isRegistered, loadRemoteRoot } from '../runtime/federation';
import { setRemoteFallback } from '../runtime/remote-fallbacks-plugin';

type Root = ComponentType;

/** The area's retry, for the fallback page the runtime renders in place of its root. */
const RetryArea = createContext<(() => void) | undefined>(undefined);

function UnavailableArea() {
  return <RemoteUnavailable onRetry={useContext(RetryArea)} />;
}

// A remote that stays unreachable after the runtime's retries answers with this page as its root.
setRemoteFallback(REMOTE_ROOT_MODULE, () => ({ default: UnavailableArea }));

/** Roots already loaded (see loadRemoteArea): rendered at once, without suspending. */
const loadedRoots = new Map<RemoteName, Root>();

/**
 * Loads a remote's root before the first render, so the page renders (or hydrates pre-rendered
 * HTML) in one pass instead of suspending on the remote and committing twice.
 */
export async function loadRemoteArea(name: RemoteName): Promise<void> {
  if (!isRegistered(name) || loadedRoots.has(name)) return;
  const module = await loadRemoteRoot<{ default: Root }>(name);
  loadedRoots.set(name, module.default);
}

/**
 * Whether the root loaded before the first render is the fallback page of a remote that could not
 * be reached: the page's pre-rendered area then cannot be taken over, only replaced.
 */
export function isAreaUnavailable(name: RemoteName): boolean {
  return loadedRoots.get(name) === UnavailableArea;
}

/**
 * Lazy components live at module level, one per remote and attempt. Creating them during render
 * would start a new load on every discarded render (router navigations are transitions), which
 * loops loadRemote while a remote is down.
 */
const lazyRoots = new Map<string, ComponentType>();

function lazyRoot(name: RemoteName, attempt: number): ComponentType {
  const loaded = loadedRoots.get(name);
  if (loaded && attempt === 0) return loaded;
  const key = `${name}#${attempt}`;
  let root = lazyRoots.get(key);
  if (!root) {
    root = lazy(() => loadRemoteRoot<{ default: Root }>(name));
    lazyRoots.set(key, root);
  }
  return root;
}

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so the frame and other areas keep working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError('federation', `Remote ${this.props.name} failed to render`, error);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <InfoScreen
      illustration="error"
      headingLevel={1}
      title={t('pages.remoteUnavailable.title')}
      body={t('pages.remoteUnavailable.body')}
      action={onRetry && <Button onClick={onRetry}>{t('pages.remoteUnavailable.retry')}</Button>}
    />
  );
}

/** Mounts a remote's root inside the host frame, with loading state, fallback and retry. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  if (!isRegistered(name)) return <RemoteUnavailable />;
  const Root = lazyRoot(name, attempt);
  const retry = () => setAttempt((n) => n + 1);
  return (
    <RetryArea.Provider value={retry}>
      <RemoteBoundary key={attempt} name={name} onRetry={retry}>
        <Suspense fallback={<Loading />}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per remote and attempt at module level, so its identity is stable across renders */}
          <Root />
        </Suspense>
      </RemoteBoundary>
    </RetryArea.Provider>
  );
}
