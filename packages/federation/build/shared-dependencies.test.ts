/** @jest-environment node */
import path from 'node:path';
import { sharedDependencies } from '../shared.cjs';

const remote = (name: string) => path.resolve(__dirname, '../../../remotes', name);
const facade = path.resolve(__dirname, '../shared/react-hook-form.js');

test('a remote only our hosts mount shares our list of react-hook-form exports and takes the singletons from the host', () => {
  const shared = sharedDependencies(remote('login'), { singletonsFromHost: true });
  expect(shared['react-hook-form']).toMatchObject({ import: facade, singleton: false });
  expect(shared.react).toMatchObject({ import: false, singleton: true });
});

test('a remote other teams host (its forms exported as an app) shares the whole library and brings its own singletons', () => {
  const shared = sharedDependencies(remote('login'), { foreignHosts: true });
  expect(shared['react-hook-form']).not.toHaveProperty('import');
  expect(shared.react).not.toHaveProperty('import');
});
