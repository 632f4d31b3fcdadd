// What the browser gets under the shared key `react-hook-form`: the parts of the library the
// account area calls (its forms, and the zod resolver's helpers). A shared module is never
// tree-shaken, so sharing the library itself ships all of it (16.3 kB gzip); this list ships
// what is used. Same library and version, shared under the same key; a host of another team
// that provides the whole library serves our remotes just as well. Code that needs another
// export adds it here: facades.test.ts beside it fails until it does.
export {
  appendErrors,
  Controller,
  get,
  set,
  useForm,
  useWatch,
} from '@account/federation-build/react-hook-form-library';
