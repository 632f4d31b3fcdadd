import { render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { MemoryRouter } from '@account/router/server';
import { ShopFooter } from './ShopFooter';

const links = [{ labelKey: 'footer.faq', to: '/content/hilfe', external: false }];

beforeAll(() => initI18n('de-DE'));

const renderFooter = (personalDataNotice?: boolean) =>
  render(
    <MemoryRouter>
      <ShopFooter links={links} personalDataNotice={personalDataNotice} />
    </MemoryRouter>,
  );

it("tells in the account's footer that personal data changes by phone", () => {
  renderFooter();
  expect(screen.getByText(/Persönliche Daten ändern Sie/)).toBeInTheDocument();
});

// Issue 40: the creators hub's public pages ask nobody for personal data.
it('leaves the notice out where the host asks for no personal data, and keeps the service number', () => {
  renderFooter(false);
  expect(screen.queryByText(/Persönliche Daten ändern Sie/)).toBeNull();
  expect(screen.getByRole('link', { name: '0800 23 23 23 0' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hilfe & FAQ' })).toHaveAttribute(
    'href',
    '/content/hilfe',
  );
});
