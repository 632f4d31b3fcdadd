import { render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { registerCatalogue } from '../i18n';
import { IbanText } from './IbanText';

beforeAll(async () => {
  await initI18n('de-DE');
  registerCatalogue();
});

it('is one IBAN to a screen reader, named by its last four characters', () => {
  render(<IbanText maskedIban="******************3000" />);
  expect(screen.getByRole('img', { name: 'IBAN, endet auf 3000' })).toBeInTheDocument();
});

// At 320 px the IBAN overflowed the page (WCAG 1.4.10): lines may now break between groups only.
it('lets the line break between the groups of four and never inside one', () => {
  render(<IbanText maskedIban="******************3000" />);
  const iban = screen.getByRole('img');
  expect(getComputedStyle(iban).whiteSpace).not.toBe('nowrap');
  const groups = Array.from(iban.children);
  expect(groups.map((group) => group.textContent)).toEqual([
    '****',
    '****',
    '****',
    '****',
    '**30',
    '00',
  ]);
  groups.forEach((group) => expect(getComputedStyle(group).whiteSpace).toBe('nowrap'));
  expect(iban.textContent).toBe('**** **** **** **** **30 00');
});
