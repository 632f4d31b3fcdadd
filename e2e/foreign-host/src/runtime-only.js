// A host on Module Federation's runtime API alone, built without a Module Federation plugin
// (host.cjs, FOREIGN_HOST_RUNTIME_ONLY): it hands the runtime its own React, react-dom and
// renderer as singletons, then runs the same page as every host (bootstrap.js), which registers
// and loads the remote.
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { init } from '@module-federation/enhanced/runtime';

const singleton = (lib) => ({
  version: react.version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${react.version}` },
});

init({
  name: 'foreign_host',
  remotes: [],
  shared: {
    react: singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDomClient),
  },
});

import('./bootstrap');
