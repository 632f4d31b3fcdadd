import { buildZodSchemasWithoutEval } from '@account/federation/zod-without-eval';

// Before any shared module runs: the API client's schemas are built when its module loads.
buildZodSchemasWithoutEval();
// The async boundary lets Module Federation negotiate shared singletons before React loads. It
// starts in a task of its own: evaluating the federation runtime and negotiating in one task kept
// a phone's main thread busy for over 100 ms (Lighthouse's long tasks, docs/performance.md).
setTimeout(() => import('./bootstrap'));
