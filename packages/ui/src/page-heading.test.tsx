import { act, render, screen } from '@testing-library/react';
import { LiveRegion } from './LiveRegion';
import { notePageChange, setDocumentTitleApp, usePageHeading } from './page-heading';

jest.mock('@account/i18n', () => ({
  useTranslation: () => ({
    t: (key: string, values: { page: string; app?: string }) =>
      key === 'app.documentTitleOf'
        ? `${values.page} – ${values.app} – Shop24 Direkt`
        : `${values.page} – Mein Konto – Shop24 Direkt`,
  }),
}));

function Page({ title }: { title: string }) {
  const ref = usePageHeading(title);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {title}
    </h1>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('names the page in the title but leaves focus alone on the first load', () => {
  render(<Page title="Meine Bestellungen" />);
  expect(document.title).toBe('Meine Bestellungen – Mein Konto – Shop24 Direkt');
  expect(screen.getByRole('heading')).not.toHaveFocus();
});

it('after a navigation moves focus to the new h1 and announces it politely', () => {
  const { rerender } = render(
    <>
      <LiveRegion />
      <Page key="a" title="Meine Bestellungen" />
    </>,
  );
  notePageChange();
  rerender(
    <>
      <LiveRegion />
      <Page key="b" title="Bestellung 73010007" />
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Bestellung 73010007' })).toHaveFocus();
  expect(document.title).toBe('Bestellung 73010007 – Mein Konto – Shop24 Direkt');
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByTestId('live-region')).toHaveTextContent('Bestellung 73010007');
});

it('names another host in the title once it set its name (the creators hub)', () => {
  setDocumentTitleApp('Creators Hub');
  render(<Page title="Live & demnächst" />);
  expect(document.title).toBe('Live & demnächst – Creators Hub – Shop24 Direkt');
});
