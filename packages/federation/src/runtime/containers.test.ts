import { entryBeside, getModule, loadContainer } from './containers';

const scope = { react: {} };
const globals = globalThis as unknown as Record<string, unknown>;

beforeEach(() => {
  globals.__webpack_init_sharing__ = jest.fn(async () => undefined);
  globals.__webpack_share_scopes__ = { default: scope };
  document.head.innerHTML = '';
});

/** The script tag the loader added, answered as the browser would. */
function answer(url: string, outcome: 'load' | 'error') {
  const script = [...document.head.querySelectorAll('script')].find((s) => s.src === url);
  if (!script) throw new Error(`no script for ${url}`);
  script.dispatchEvent(new Event(outcome));
}

describe('remote containers', () => {
  it('finds the entry beside the manifest the registry points at', () => {
    expect(entryBeside('https://cdn.example/login/1.2.0/mf-manifest.json', 'https://shop/')).toBe(
      'https://cdn.example/login/1.2.0/remoteEntry.js',
    );
    expect(entryBeside('/remotes/login/mf-manifest.json', 'https://shop/dpl/av/login')).toBe(
      'https://shop/remotes/login/remoteEntry.js',
    );
  });

  it('loads an entry once, initialises it with the page share scope and hands out its modules', async () => {
    const url = 'https://cdn.example/orders/remoteEntry.js';
    const root = { default: 'OrdersRoot' };
    const container = { init: jest.fn(), get: jest.fn(async () => () => root) };
    const first = loadContainer('orders', url);
    const second = loadContainer('orders', url);
    globals.orders = container;
    answer(url, 'load');
    expect(await first).toBe(container);
    expect(await second).toBe(container);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(scope);
    await expect(getModule(container, 'Root')).resolves.toBe(root);
    expect(container.get).toHaveBeenCalledWith('./Root');
  });

  it('fetches the entry again after a failed attempt, so the area retry can succeed', async () => {
    const url = 'https://cdn.example/wishlist/remoteEntry.js';
    const failed = loadContainer('wishlist', url);
    answer(url, 'error');
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    const container = { init: jest.fn(), get: jest.fn() };
    const retried = loadContainer('wishlist', url);
    globals.wishlist = container;
    answer(url, 'load');
    await expect(retried).resolves.toBe(container);
  });

  it('refuses an entry that defines no container of the remote name', async () => {
    const url = 'https://cdn.example/service/remoteEntry.js';
    const loading = loadContainer('service', url);
    answer(url, 'load');
    await expect(loading).rejects.toThrow('defined no container service');
  });
});
