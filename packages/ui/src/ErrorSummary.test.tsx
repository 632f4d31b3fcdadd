import { render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { ErrorSummary } from './ErrorSummary';

beforeAll(() => initI18n('de-DE'));

describe('ErrorSummary', () => {
  it('takes focus and links each message to its field', () => {
    render(<ErrorSummary errors={[{ fieldId: 'username', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }]} />);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })).toHaveAttribute('href', '#username');
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
