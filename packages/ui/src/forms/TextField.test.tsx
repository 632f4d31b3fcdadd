import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties hint and inline error to the input so screen readers announce them', () => {
    render(
      <TextField
        label="E-Mail-Adresse"
        hint="z. B. name@example.de"
        error="Bitte geben Sie Ihre E-Mail-Adresse ein."
      />,
    );
    const input = screen.getByLabelText('E-Mail-Adresse');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'z. B. name@example.de Bitte geben Sie Ihre E-Mail-Adresse ein.',
    );
  });

  it('has no error state without an error', () => {
    render(<TextField label="Passwort" />);
    expect(screen.getByLabelText('Passwort')).not.toHaveAttribute('aria-invalid');
  });
});
