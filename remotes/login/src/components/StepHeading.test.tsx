import { render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { LiveRegion } from '@account/ui';
import { StepHeading } from './StepHeading';

beforeAll(() => initI18n('de-DE'));

const page = (title: string, focusKey: string) => (
  <>
    <LiveRegion />
    <StepHeading title={title} focusKey={focusKey} />
  </>
);

// Issue 40: the page's live region still said "Anmelden" on the create-account steps.
it("says the step's own title and gives its heading the focus when a step replaces the last", async () => {
  const { rerender } = render(page('Anmelden', 'username'));
  rerender(page('Kundenkonto anlegen', 'newCustomer'));
  const heading = screen.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' });
  expect(heading).toHaveFocus();
  await waitFor(() =>
    expect(screen.getByTestId('live-region')).toHaveTextContent('Kundenkonto anlegen'),
  );
  expect(document.title).toContain('Kundenkonto anlegen');
});
