import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cancelNewsletterSubscription, reduceNewsletterFrequency } from '@account/api-client';
import { initI18n } from '@account/i18n';
import { registerCatalogue } from '../../../i18n';
import { CancelSubscriptionForm } from './CancelSubscriptionForm';

jest.mock('@account/api-client', () => ({
  cancelNewsletterSubscription: jest.fn(),
  reduceNewsletterFrequency: jest.fn(),
}));

beforeAll(async () => {
  await initI18n('de-DE');
  registerCatalogue();
});
beforeEach(() => jest.resetAllMocks());

const subscription = { id: 'abc', email: 'leserin@example.de', frequency: null };

it('asks for a choice before it sends anything', async () => {
  render(<CancelSubscriptionForm subscription={subscription} onDone={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
  expect(await screen.findAllByText(/Bitte wählen Sie, ob Sie den Newsletter/)).not.toHaveLength(0);
  expect(reduceNewsletterFrequency).not.toHaveBeenCalled();
  expect(cancelNewsletterSubscription).not.toHaveBeenCalled();
});

it('reduces to weekly with PUT and reports it', async () => {
  const onDone = jest.fn();
  jest
    .mocked(reduceNewsletterFrequency)
    .mockResolvedValue({ ...subscription, frequency: 'WEEKLY' });
  render(<CancelSubscriptionForm subscription={subscription} onDone={onDone} />);
  fireEvent.click(screen.getByRole('radio', { name: /nur noch einmal pro Woche/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('reduceFrequency'));
  expect(reduceNewsletterFrequency).toHaveBeenCalledWith('abc');
  expect(cancelNewsletterSubscription).not.toHaveBeenCalled();
});

it('offers a weekly subscription only the unsubscribe, chosen already', async () => {
  const onDone = jest.fn();
  jest.mocked(cancelNewsletterSubscription).mockResolvedValue();
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
  expect(cancelNewsletterSubscription).toHaveBeenCalledWith('abc');
});

it('says so when the service fails, and keeps the form for another try', async () => {
  const onDone = jest.fn();
  jest.mocked(cancelNewsletterSubscription).mockRejectedValue(new Error('offline'));
  render(<CancelSubscriptionForm subscription={subscription} onDone={onDone} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Newsletter abbestellen' }));
  fireEvent.click(screen.getByRole('button', { name: 'Auswahl bestätigen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt');
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Auswahl bestätigen' })).toBeInTheDocument();
});
