import { render, screen, waitFor } from '@testing-library/react';
import { ProductName } from './ProductName';
import { browserHyphenates } from './browser-hyphenates';

jest.mock('./browser-hyphenates', () => ({ browserHyphenates: jest.fn(() => true) }));

const SOFT = '\u00AD';
const nameLink = (name: string) =>
  render(
    <a href="/p/product/300108">
      <ProductName name={name} />
    </a>,
  ).container.querySelector('a')!;

describe('ProductName', () => {
  beforeEach(() => {
    document.documentElement.lang = 'de-DE';
  });

  it('keeps a quantity on one line and the rest of the name as it is', () => {
    const link = nameLink('Hyaluron-Serum, 30 ml');
    expect(link).toHaveTextContent('Hyaluron-Serum, 30 ml');
    expect(screen.getByText('30 ml')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('leaves the name unchanged where the browser hyphenates German itself', () => {
    expect(nameLink('Gesichtsreinigungsbürste, akkubetrieben').textContent).toBe(
      'Gesichtsreinigungsbürste, akkubetrieben',
    );
  });

  it('puts soft hyphens at the syllables where the browser cannot, and none into a quantity', async () => {
    jest.mocked(browserHyphenates).mockReturnValue(false);
    const link = nameLink('Gesichtsreinigungsbürste, akkubetrieben, 200 ml');
    await waitFor(() =>
      expect(link.textContent).toBe(
        `Ge${SOFT}sichts${SOFT}rei${SOFT}ni${SOFT}gungs${SOFT}bürs${SOFT}te, ak${SOFT}ku${SOFT}be${SOFT}trie${SOFT}ben, 200 ml`,
      ),
    );
    expect(screen.getByText('200 ml')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('does not hyphenate a page in another language', () => {
    jest.mocked(browserHyphenates).mockReturnValue(false);
    document.documentElement.lang = 'en';
    expect(nameLink('Gesichtsreinigungsbürste').textContent).toBe('Gesichtsreinigungsbürste');
  });
});
