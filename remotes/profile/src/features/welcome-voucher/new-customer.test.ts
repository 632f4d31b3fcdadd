import { resolveIsNewCustomer, type NewCustomerSources } from './new-customer';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26);

function sources(overrides: Partial<NewCustomerSources> = {}) {
  const calls = { reload: 0, latest: 0 };
  const from: NewCustomerSources = {
    reloadUser: async () => {
      calls.reload += 1;
      return {};
    },
    latestOrderPlacedAt: async () => {
      calls.latest += 1;
      return now - 729 * DAY;
    },
    now: () => now,
    ...overrides,
  };
  return { from, calls };
}

describe('resolveIsNewCustomer (spec section 4)', () => {
  it('takes isNewCustomer from the login answer without further calls', async () => {
    const { from, calls } = sources();
    expect(await resolveIsNewCustomer({ isNewCustomer: true }, from)).toBe(true);
    expect(calls).toEqual({ reload: 0, latest: 0 });
  });

  it('reloads the details when it is missing', async () => {
    const { from, calls } = sources({ reloadUser: async () => ({ isNewCustomer: false }) });
    expect(await resolveIsNewCustomer({}, from)).toBe(false);
    expect(calls.latest).toBe(0);
  });

  it('asks for the latest order when the reloaded details lack it too', async () => {
    const { from, calls } = sources();
    // 1 year 364 days ago: not new.
    expect(await resolveIsNewCustomer({}, from)).toBe(false);
    expect(calls).toEqual({ reload: 1, latest: 1 });
    const none = sources({ latestOrderPlacedAt: async () => null });
    expect(await resolveIsNewCustomer({}, none.from)).toBe(true);
  });

  it('counts a customer who is no longer logged in as not new', async () => {
    const { from, calls } = sources({ reloadUser: async () => null });
    expect(await resolveIsNewCustomer({}, from)).toBe(false);
    expect(calls.latest).toBe(0);
  });
});
