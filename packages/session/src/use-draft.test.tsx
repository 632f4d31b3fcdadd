/**
 * @jest-environment jsdom
 * @jsxImportSource react
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLoggedIn, useDraft } from './index';
import { setSessionEnded } from './store';
import { testCustomer } from './test/customer';

/** A return form's selection, the way the orders remote keeps it. */
function Selection({ done = false }: { done?: boolean }) {
  const [selected, setSelected] = useDraft<string[]>('return.71010001', [], done);
  return (
    <>
      {['item-1', 'item-3'].map((item) => (
        <button key={item} onClick={() => setSelected((current) => [...current, item])}>
          {item}
        </button>
      ))}
      <p>{selected.length ? selected.join(',') : 'nichts gewählt'}</p>
    </>
  );
}

function choose(...items: string[]) {
  for (const item of items) fireEvent.click(screen.getByRole('button', { name: item }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  setLoggedIn(testCustomer('c1'));
});

it('gives back what was chosen when the session ended and the same customer logs in again', () => {
  const form = render(<Selection />);
  choose('item-1', 'item-3');
  act(() => setSessionEnded());
  form.unmount();
  act(() => setLoggedIn(testCustomer('c1')));
  render(<Selection />);
  expect(screen.queryByText('item-1,item-3')).not.toBeNull();
});

it('never shows one customer’s draft to another who logs in in the same tab', () => {
  const form = render(<Selection />);
  choose('item-1');
  act(() => setSessionEnded());
  form.unmount();
  act(() => setLoggedIn(testCustomer('c2')));
  render(<Selection />);
  expect(screen.queryByText('nichts gewählt')).not.toBeNull();
  // Nor does the first customer find it after the second: it is gone from the tab.
  expect(Object.keys(window.sessionStorage).filter((key) => key.includes('.c1.'))).toEqual([]);
});

it('forgets the draft when the customer leaves the form while logged in', () => {
  const form = render(<Selection />);
  choose('item-1');
  form.unmount();
  render(<Selection />);
  expect(screen.queryByText('nichts gewählt')).not.toBeNull();
});

it('forgets the draft once the form was sent', () => {
  const form = render(<Selection />);
  choose('item-1');
  form.rerender(<Selection done />);
  act(() => setSessionEnded());
  form.unmount();
  act(() => setLoggedIn(testCustomer('c1')));
  render(<Selection />);
  expect(screen.queryByText('nichts gewählt')).not.toBeNull();
});
