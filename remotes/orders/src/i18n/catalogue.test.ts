import { findEszett } from '@account/i18n';
import { catalogue } from './index';

it('shows Swiss customers no "ß" in the orders area', () => {
  expect(findEszett(catalogue)).toEqual([]);
});

it('uses the return failure text of spec section 8', () => {
  expect(catalogue['de-DE'].returns.failed).toBe('Oh je, da hat etwas nicht funktioniert...');
});
