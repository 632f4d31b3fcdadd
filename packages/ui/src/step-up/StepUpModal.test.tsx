import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@account/i18n';
import { StepUpModal } from './StepUpModal';

async function renderModal(locale: 'de-DE' | 'de-CH', failure: 'wrongPassword' | null = null) {
  await initI18n(locale);
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <StepUpModal open failure={failure} busy={false} onConfirm={onConfirm} onCancel={onCancel} />,
  );
  return { onConfirm, onCancel };
}

it('is a dialog named by its title that asks for the current password', async () => {
  const { onConfirm } = await renderModal('de-DE');
  const dialog = screen.getByRole('dialog', { name: 'Bitte bestätigen Sie mit Ihrem Passwort' });
  expect(dialog).toHaveTextContent('wenn Ihre Anmeldung länger als 15 Minuten zurückliegt');
  const field = screen.getByLabelText('Passwort');
  expect(field).toHaveAttribute('autocomplete', 'current-password');
  fireEvent.change(field, { target: { value: 'Sommer2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
  expect(onConfirm).toHaveBeenCalledWith('Sommer2026!');
});

// Issue 40: the dialogs asking for the password in a second step focused the field, this one its
// title; one step-up, one place the focus lands.
it('opens with the focus in the password field', async () => {
  await renderModal('de-CH');
  expect(screen.getByLabelText('Passwort')).toHaveFocus();
});

it('ties a wrong password to the field as its description', async () => {
  await renderModal('de-DE', 'wrongPassword');
  const field = screen.getByLabelText('Passwort');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining('Ihr Passwort ist nicht korrekt.'),
  );
});

it('cancels when the dialog closes (Escape) or "Abbrechen" is pressed', async () => {
  const { onCancel, onConfirm } = await renderModal('de-DE');
  fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  screen.getByRole('dialog').dispatchEvent(new Event('close'));
  expect(onCancel).toHaveBeenCalledTimes(2);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('writes Swiss texts without "ß"', async () => {
  await renderModal('de-CH');
  expect(screen.getByRole('dialog').textContent).not.toContain('ß');
});
