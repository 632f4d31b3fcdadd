import { findEszett } from '@account/i18n';
import { catalogue } from './index';
import { laterStepsCatalogue } from './later-steps';

it('shows Swiss customers no "ß" in the login area', () => {
  expect(findEszett(catalogue)).toEqual([]);
  expect(findEszett(laterStepsCatalogue)).toEqual([]);
});
