import { render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('Field', () => {
  it('labels any control and ties hint and inline error to it', () => {
    render(
      <Field
        id="salutation"
        label="Anrede"
        hint="Wie dürfen wir Sie ansprechen?"
        error="Bitte wählen Sie eine Anrede."
      >
        {(control) => (
          <select {...control}>
            <option>Frau</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Anrede' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'Wie dürfen wir Sie ansprechen? Bitte wählen Sie eine Anrede.',
    );
  });

  it('describes nothing and is not invalid without hint and error', () => {
    render(
      <Field id="city" label="Ort">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Ort' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
