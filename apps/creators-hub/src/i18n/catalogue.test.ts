import { findEszett } from '@account/i18n';
import { catalogue } from './index';

it('shows Swiss customers no "ß" in the creators hub', () => {
  expect(findEszett(catalogue)).toEqual([]);
});
