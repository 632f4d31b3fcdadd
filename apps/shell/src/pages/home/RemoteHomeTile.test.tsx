import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { registerHomeTile } from '@account/ui';
import { RemoteHomeTile } from './RemoteHomeTile';

const loaded: string[] = [];
/** Areas whose entries arrive when the test says so (`arrive`), not at once. */
const arriving = new Map<string, { arrive: () => void; fail: () => void }>();
jest.mock('@account/federation', () => ({
  isRegistered: (name: string) => name !== 'payments',
  loadRemoteHomeTiles: (name: string) => {
    loaded.push(name);
    // What the wishlist remote's ./HomeTiles module does when it loads.
    if (name === 'wishlist') registerHomeTile('wishlistCount', () => <p>6 Artikel gemerkt</p>);
    if (!['addresses', 'service', 'profile'].includes(name)) return Promise.resolve();
    return new Promise<void>((resolve, reject) =>
      arriving.set(name, {
        arrive: () => {
          if (name === 'addresses')
            registerHomeTile('preferredAddress', () => <p>Musterstraße 12</p>);
          if (name === 'service') registerHomeTile('topDeals', () => <p>Top-Angebote</p>);
          resolve();
        },
        fail: () => reject(new Error(`${name} is down`)),
      }),
    );
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

it('shows the tiles of areas that came near the window together in one go, not each as its entry arrives', async () => {
  render(
    <>
      <RemoteHomeTile slot="preferredAddress" holds="card" />
      <RemoteHomeTile slot="topDeals" holds="row" />
    </>,
  );
  await act(async () => scrollNear());
  await act(async () => arriving.get('addresses')!.arrive());
  expect(screen.queryByText('Musterstraße 12')).not.toBeInTheDocument();
  expect(screen.getAllByRole('status')).toHaveLength(2);

  // The other area is down: the address shows, and the deals' slot holds no place any more.
  await act(async () => arriving.get('service')!.fail());
  expect(screen.getByText('Musterstraße 12')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('holds an area’s tiles back for half a second at most while another area of its batch is slow', async () => {
  render(
    <>
      <RemoteHomeTile slot="topDeals" holds="row" />
      <RemoteHomeTile slot="completeProfileHint" />
    </>,
  );
  await act(async () => scrollNear());
  await act(async () => arriving.get('service')!.arrive());
  expect(screen.queryByText('Top-Angebote')).not.toBeInTheDocument();

  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(screen.getByText('Top-Angebote')).toBeInTheDocument();
});
