/** @jest-environment node */
import path from 'node:path';
import type { WebpackPluginInstance } from 'webpack';
import { remoteConfig } from './webpack.cjs';

// The creators remote, whose package has what a remote with an app export builds with.
const dir = path.resolve(__dirname, '../../remotes/creators');

interface FederationOptions {
  exposes: Record<string, string>;
  shared: Record<string, { import?: false }>;
  experiments: { externalRuntime: boolean; optimization: { disableRemote: boolean } };
  dts: false | { generateTypes: { tsConfigPath: string }; consumeTypes: false };
}

/** The options the remote's Module Federation plugin was given. */
function federationOptions(
  exposes: Record<string, string>,
  publishTypes?: boolean,
): FederationOptions {
  const plugin = remoteConfig({ dir, name: 'creators', exposes, publishTypes }).plugins!.find(
    (candidate) => candidate?.constructor.name === 'ModuleFederationPlugin',
  ) as WebpackPluginInstance & { _options: FederationOptions };
  return plugin._options;
}

test('a remote only our hosts mount exposes what its config lists and uses the host’s runtime and singletons', () => {
  const exposes = { './Root': './src/Root.tsx', './HomeTiles': './src/HomeTiles.ts' };
  const options = federationOptions(exposes);
  expect(options.exposes).toEqual(exposes);
  expect(options.experiments.externalRuntime).toBe(true);
  expect(options.shared.react).toMatchObject({ import: false });
});

test('a remote exposing an app for other teams’ hosts brings its own runtime and singletons, but React from the host', () => {
  const options = federationOptions({
    './Root': './src/Root.tsx',
    './FollowedCreatorsApp': './src/FollowedCreatorsApp.tsx',
  });
  expect(options.experiments.externalRuntime).toBe(false);
  // Its runtime only provides and consumes: the remote loads no remotes of its own.
  expect(options.experiments.optimization.disableRemote).toBe(true);
  expect(options.shared['@emotion/react']).not.toHaveProperty('import');
  expect(options.shared.react).toMatchObject({ import: false, requiredVersion: '^19.0.0' });
  // A host's zustand out of the app's range (4) leaves the app its own 5.
  expect(options.shared.zustand).toMatchObject({ singleton: false, requiredVersion: '^5.0.0' });
});

test('a remote must expose ./Root, the module every host loads', () => {
  expect(() => remoteConfig({ dir, name: 'creators', exposes: {} })).toThrow(
    'remote creators exposes no ./Root',
  );
});

describe('published types', () => {
  const exposes = { './Root': './src/Root.tsx' };
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  test('a remote publishes none unless it asks', () => {
    expect(federationOptions(exposes).dts).toBe(false);
  });

  test('a remote that asks has them compiled from its tsconfig.types.json, and consumes none', () => {
    process.env.NODE_ENV = 'production';
    expect(federationOptions(exposes, true).dts).toMatchObject({
      generateTypes: { tsConfigPath: path.join(dir, 'tsconfig.types.json') },
      consumeTypes: false,
    });
  });

  test('a development build leaves them out', () => {
    process.env.NODE_ENV = 'development';
    expect(federationOptions(exposes, true).dts).toBe(false);
  });
});
