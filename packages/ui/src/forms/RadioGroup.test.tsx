import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup, radioInputId } from './RadioGroup';

function Reasons({ error }: { error?: string }) {
  const [value, setValue] = useState<'a' | 'b' | null>(null);
  return (
    <RadioGroup
      id="reason"
      name="reason"
      legend="Warum?"
      error={error}
      value={value}
      onChange={setValue}
      options={[
        { value: 'a', label: 'Versehentlich bestellt' },
        { value: 'b', label: 'Anderer Grund' },
      ]}
    />
  );
}

it('groups the options under the legend and ties the error to the group', () => {
  render(<Reasons error="Bitte wählen Sie einen Grund." />);
  const group = screen.getByRole('group', { name: 'Warum?' });
  expect(group).toHaveAccessibleDescription('Bitte wählen Sie einen Grund.');
  expect(screen.getAllByRole('radio')).toHaveLength(2);
});

it('selects with the keyboard', async () => {
  render(<Reasons />);
  await userEvent.tab();
  await userEvent.keyboard(' ');
  expect(screen.getByLabelText('Versehentlich bestellt')).toBeChecked();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByLabelText('Anderer Grund')).toBeChecked();
});

it('names each option so an error about the chosen one can link to it', () => {
  render(<Reasons />);
  expect(screen.getByLabelText('Versehentlich bestellt')).toHaveAttribute(
    'id',
    radioInputId('reason', ['a', 'b'], null),
  );
  expect(screen.getByLabelText('Anderer Grund')).toHaveAttribute(
    'id',
    radioInputId('reason', ['a', 'b'], 'b'),
  );
  expect(radioInputId('reason', ['a', 'b'], 'b')).not.toBe(radioInputId('reason', ['a', 'b'], 'a'));
});
