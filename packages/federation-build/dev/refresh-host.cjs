// The development shell's half of React Fast Refresh across the federation (`pnpm dev <remote>`).
// Runs before anything else on the page: react-dom tells React's devtools hook about itself only
// when it loads, so the refresh runtime has to hook in before then. The remote's half
// (refresh-runtime-of-host.cjs) uses this same runtime instance, which alone knows the renderer.
const RefreshRuntime = require('react-refresh/runtime');

RefreshRuntime.injectIntoGlobalHook(globalThis);
globalThis.__accountRefreshRuntime = RefreshRuntime;
