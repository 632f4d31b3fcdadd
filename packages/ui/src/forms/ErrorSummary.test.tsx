import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { initI18n } from '@account/i18n';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';

beforeAll(() => initI18n('de-DE'));

const REQUIRED = 'Bitte geben Sie Ihre E-Mail-Adresse ein.';
const INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

/** A form as the remotes build it: validation re-runs on every key after the first submit. */
function UsernameForm({ serverError }: { serverError?: string }) {
  const [submitted, setSubmitted] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { username: '' },
    shouldFocusError: false,
  });
  const fieldError = formState.errors.username?.message ?? (submitted ? serverError : undefined);
  return (
    <form noValidate onSubmit={handleSubmit(() => setSubmitted(true))}>
      <ErrorSummary
        errors={fieldError ? [{ fieldId: 'username', message: fieldError }] : []}
        submitCount={formState.submitCount}
      />
      <TextField
        id="username"
        label="E-Mail-Adresse"
        error={fieldError}
        {...register('username', {
          required: REQUIRED,
          pattern: { value: /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/, message: INVALID },
        })}
      />
      <button type="submit">Weiter</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('links each message to its field', () => {
    render(<ErrorSummary errors={[{ fieldId: 'username', message: REQUIRED }]} submitCount={1} />);
    expect(screen.getByRole('link', { name: REQUIRED })).toHaveAttribute('href', '#username');
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} submitCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus once per submit, never while the customer types the correction', async () => {
    const user = userEvent.setup();
    render(<UsernameForm />);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('alert')).toHaveFocus();

    await user.click(screen.getByLabelText('E-Mail-Adresse'));
    // Key by key: after "m" the message changes from "required" to "invalid", and after
    // "max@example.de" it disappears — none of that may move focus away from the field.
    await user.keyboard('max@example.de');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('max@example.de');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();

    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('takes focus when the server refuses a submit that passed the form rules', async () => {
    const user = userEvent.setup();
    render(<UsernameForm serverError="Diese E-Mail-Adresse ist nicht bekannt." />);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'max@example.de');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  it('does not take focus before the first submit', () => {
    render(<ErrorSummary errors={[{ fieldId: 'username', message: REQUIRED }]} submitCount={0} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });
});
