import { buildZodSchemasWithoutEval } from '@account/federation/zod-without-eval';

// Before any shared module runs: the API client's schemas are built when its module loads.
buildZodSchemasWithoutEval();
// The async boundary lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap');
