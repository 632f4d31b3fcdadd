// `react-refresh/runtime` as a remote in development sees it (`pnpm dev <remote>`): the runtime
// instance the development shell hooked into React before react-dom loaded (refresh-host.cjs).
// The remote's own instance would register its components where no renderer ever looks, so
// saved edits would arrive without a visible change. A host without it (the production-built
// creators hub) gets the remote's own instance: the change shows there after a reload.
module.exports = globalThis.__accountRefreshRuntime ?? require('react-refresh/runtime');
