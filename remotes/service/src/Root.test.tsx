import { screen } from '@testing-library/react';
import { answer, mockServices } from '@account/test-services';
import type { OrdersPage } from '@account/contracts';
import { renderAt, setUpPage } from './test/set-up';

mockServices(
  answer('orderHistory', 'orders', { orders: [], nextCursor: null } as unknown as OrdersPage),
);

// Root registers its catalogue when the module loads, so it is loaded after i18next started.
const loadRoot = async () => (await import('./Root')).default;

it('answers contacts and the form with the not-found page while the contactForm flag is off', async () => {
  await setUpPage('de-DE', { contactForm: false });
  const ServiceRoot = await loadRoot();
  renderAt('/contacts', <ServiceRoot />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }),
  ).toBeInTheDocument();
});

it('shows the form with the flag on, and the contacts page with phone, mail and FAQ', async () => {
  await setUpPage('de-AT');
  const ServiceRoot = await loadRoot();
  renderAt('/contacts', <ServiceRoot />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'kundenservice@shop24direkt.at' })).toHaveAttribute(
    'href',
    'mailto:kundenservice@shop24direkt.at',
  );
  expect(screen.getByRole('link', { name: '0800 20 20 20' })).toHaveAttribute(
    'href',
    'tel:+43800202020',
  );
  expect(screen.getByRole('link', { name: 'Zur Hilfe und zu häufigen Fragen' })).toHaveAttribute(
    'href',
    '/content/hilfe',
  );
  expect(screen.getByRole('link', { name: 'Nachricht schreiben' })).toHaveAttribute(
    'href',
    '/contacts/form',
  );
});
