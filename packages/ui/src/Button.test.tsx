import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

it('keeps focus while busy and ignores clicks, also as a form submit button', async () => {
  const onClick = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <Button type="submit" onClick={onClick}>
        Anmelden
      </Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Anmelden' });
  button.focus();
  rerender(
    <form onSubmit={onSubmit}>
      <Button type="submit" busy onClick={onClick}>
        Anmelden
      </Button>
    </form>,
  );
  expect(button).toHaveFocus();
  expect(button).not.toBeDisabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
});
