import { render } from '@testing-library/react';
import { commonTexts } from '@account/i18n';
import { Wordmark } from './Wordmark';

// axe 4.14's label-content-name-mismatch compares the logo link's visible words with its name:
// every word the wordmark shows must be a word of the company's name.
it('shows only words of the company name, so the logo link named after the company passes', () => {
  const { container } = render(<Wordmark />);
  const shown = container.textContent!.toLowerCase().split(/\s+/).filter(Boolean);
  const named = commonTexts.header.logo
    .replace('{{company}}', commonTexts.company)
    .toLowerCase()
    .split(/\s+/);
  expect(shown).toEqual(['shop24', 'direkt']);
  expect(shown.every((word) => named.includes(word))).toBe(true);
});
