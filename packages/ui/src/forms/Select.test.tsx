import { render, screen } from '@testing-library/react';
import { Select } from './Select';

const options = [
  { value: '', label: 'Bitte wählen' },
  { value: 'DEFECTIVE', label: 'Beschädigt oder defekt' },
];

describe('Select', () => {
  it('ties the inline error to the select so screen readers announce it with the field', () => {
    render(<Select label="Grund" options={options} error="Bitte wählen Sie einen Grund." />);
    const select = screen.getByRole('combobox', { name: 'Grund' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Bitte wählen Sie einen Grund.');
  });

  it('has no error state without an error', () => {
    render(<Select label="Grund" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Grund' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});
