import { act, renderHook } from '@testing-library/react';
import type { LoggedInUser } from '@account/contracts';
import { i18n, initI18n } from '@account/i18n';
import { setLoggedIn, setLoggedOut } from '@account/session';
import { registerCatalogue } from '../../../i18n';
import { useGreeting } from './useGreeting';

beforeEach(async () => {
  await initI18n('de-DE');
  registerCatalogue();
});

it('greets a logged-in customer by name', () => {
  setLoggedIn({ firstName: 'Max', lastName: 'Mustermann' } as LoggedInUser);
  expect(renderHook(() => useGreeting()).result.current).toBe('Hallo Max Mustermann');
});

it('welcomes a visitor who is not logged in, in the words of their shop', async () => {
  setLoggedOut();
  const { result } = renderHook(() => useGreeting());
  expect(result.current).toBe('Willkommen');
  await act(() => i18n.changeLanguage('de-AT'));
  expect(result.current).toBe('Herzlich willkommen');
});
