import { render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';

// Issue 40: the newsletter box said nothing about ending the subscription.
it('ties its hint to the box as its description', () => {
  render(<Checkbox id="newsletter" label="Newsletter" hint="Abmeldung jederzeit möglich." />);
  expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toHaveAccessibleDescription(
    'Abmeldung jederzeit möglich.',
  );
});

it('has no description without a hint', () => {
  render(<Checkbox id="terms" label="AGB" />);
  expect(screen.getByRole('checkbox', { name: 'AGB' })).not.toHaveAttribute('aria-describedby');
});
