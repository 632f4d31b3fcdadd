import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { initI18n } from '@account/i18n';
import { registerCatalogue } from '../../../i18n';
import { CancelSubscriptionForm } from './CancelSubscriptionForm';

const services = mockServices(answer('logging', 'log', undefined));
const sent = () =>
  services.calls
    .filter((call) => !call.path.startsWith('/api/logging'))
    .map((call) => `${call.method} ${call.path}`);

beforeAll(async () => {
  await initI18n('de-DE');
  registerCatalogue();
  configureTestServices('de-DE');
});

const subscription = { id: 'abc', email: 'leserin@example.de', frequency: null };

it('asks for a choice before it sends anything', async () => {
  render(<CancelSubscriptionForm subscription={subscription} onDone={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
  expect(await screen.findAllByText(/Bitte wählen Sie, ob Sie den Newsletter/)).not.toHaveLength(0);
  expect(sent()).toEqual([]);
});

it('reduces to weekly with PUT and reports it', async () => {
  const onDone = jest.fn();
  services.use(
    answer('newsletter', 'changeSubscription', { ...subscription, frequency: 'WEEKLY' }),
  );
  render(<CancelSubscriptionForm subscription={subscription} onDone={onDone} />);
  fireEvent.click(screen.getByRole('radio', { name: /nur noch einmal pro Woche/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('reduceFrequency'));
  expect(sent()).toEqual(['PUT /api/newsletter/subscription/abc']);
  expect(services.calls[0]?.body).toEqual({ frequency: 'WEEKLY' });
});

it('offers a weekly subscription only the unsubscribe, chosen already', async () => {
  const onDone = jest.fn();
  services.use(answer('newsletter', 'cancelSubscription', {}));
  render(
    <CancelSubscriptionForm
      subscription={{ ...subscription, frequency: 'WEEKLY' }}
      onDone={onDone}
    />,
  );
  expect(screen.getAllByRole('radio')).toHaveLength(1);
  expect(screen.getByRole('radio', { name: 'Newsletter abbestellen' })).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('unsubscribe'));
  expect(sent()).toEqual(['DELETE /api/newsletter/subscription/abc']);
});

it('says so when the service fails, and keeps the form for another try', async () => {
  const onDone = jest.fn();
  services.use(answer('newsletter', 'cancelSubscription', failWith(503)));
  render(<CancelSubscriptionForm subscription={subscription} onDone={onDone} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Newsletter abbestellen' }));
  fireEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt');
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Auswahl bestätigen' })).toBeInTheDocument();
});
