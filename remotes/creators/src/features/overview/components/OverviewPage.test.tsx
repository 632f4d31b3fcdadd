import { render, screen } from '@testing-library/react';
import type { LoggedInUser } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { MemoryRouter } from '@account/router/server';
import { setLoggedIn } from '@account/session';
import { registerCatalogue } from '../../../i18n';
import { OverviewPage } from './OverviewPage';

beforeAll(async () => {
  await initI18n('de-CH');
  registerCatalogue();
});

it('shows the area title, greets the customer and leads back to the account', () => {
  setLoggedIn({ firstName: 'Luca', lastName: 'Meier' } as LoggedInUser);
  render(
    <MemoryRouter>
      <OverviewPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Gefolgte Creator' })).toBeInTheDocument();
  expect(screen.getByText('Hallo Luca Meier')).toBeInTheDocument();
  expect(screen.getByText(/Schauen Sie gerne regelmässig vorbei/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Zurück zu Mein Konto/ })).toHaveAttribute(
    'href',
    '/home',
  );
});
