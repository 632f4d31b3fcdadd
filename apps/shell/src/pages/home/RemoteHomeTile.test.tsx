import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { registerHomeTile } from '@account/ui';
import { RemoteHomeTile } from './RemoteHomeTile';

const loaded: string[] = [];
jest.mock('@account/federation', () => ({
  isRegistered: (name: string) => name !== 'payments',
  loadRemoteHomeTiles: (name: string) => {
    loaded.push(name);
    // What the wishlist remote's ./HomeTiles module does when it loads.
    if (name === 'wishlist') registerHomeTile('wishlistCount', () => <p>6 Artikel gemerkt</p>);
    return Promise.resolve();
  },
}));

/** The page's IntersectionObserver, driven by the test: `scrollNear()` brings slots into view. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
function scrollNear() {
  for (const { callback, targets } of observers)
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

beforeAll(async () => {
  await initI18n('de-DE');
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    const observer = { callback, targets: [] as Element[] };
    observers.push(observer);
    return {
      observe: (target: Element) => observer.targets.push(target),
      disconnect: () => (observer.targets = []),
    };
  }) as unknown as typeof IntersectionObserver;
});

it('loads an area’s tile only when its slot comes near the window, holding a card’s place till then', async () => {
  render(<RemoteHomeTile slot="wishlistCount" holds="card" />);
  expect(loaded).toEqual([]);
  expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');

  await act(async () => scrollNear());
  expect(loaded).toEqual(['wishlist']);
  expect(await screen.findByText('6 Artikel gemerkt')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows an area’s tile at once when the page has loaded it before', () => {
  render(<RemoteHomeTile slot="wishlistCount" holds="card" />);
  expect(screen.getByText('6 Artikel gemerkt')).toBeInTheDocument();
});

it('holds no place for an area that is not deployed', () => {
  const { container } = render(<RemoteHomeTile slot="paymentMethod" holds="card" />);
  expect(container).toBeEmptyDOMElement();
});
