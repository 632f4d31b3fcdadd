import { findEszett } from '@account/i18n';
import { catalogue } from './index';

it('shows Swiss customers no "ß" in the addresses area', () => {
  expect(findEszett(catalogue)).toEqual([]);
});

it('names the limit of spec section 8 with its number', () => {
  expect(catalogue['de-DE'].list.limit).toContain('maximale Anzahl von {{max}}');
});
