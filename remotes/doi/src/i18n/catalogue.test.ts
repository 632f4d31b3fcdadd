import { findEszett } from '@account/i18n';
import { catalogue } from './index';

it('shows Swiss customers no "ß" in the doi area', () => {
  expect(findEszett(catalogue)).toEqual([]);
});
