import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncContent } from './AsyncContent';
import { useAsync } from './useAsync';

jest.mock('@account/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function Orders({ load }: { load: () => Promise<string> }) {
  const { state, reload } = useAsync(load, 'orders');
  return (
    <AsyncContent state={state} errorMessage="Bestellungen nicht geladen" onRetry={reload}>
      {(data) => <p>{data}</p>}
    </AsyncContent>
  );
}

it('shows loading, then the failure with a retry that loads again', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce('3 Bestellungen');
  render(<Orders load={load} />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByText('Bestellungen nicht geladen')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'app.retry' }));
  expect(await screen.findByText('3 Bestellungen')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => undefined);
});
