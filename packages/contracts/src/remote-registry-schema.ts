// The registry's schema, apart from remotes.ts: the hosts' start-up code imports remotes.ts, and
// a schema there would bring zod into every page's first script. It guards the registry where it
// is written (`pnpm release`, the environments' configuration test).
import { z } from 'zod';
import { remoteNames, type RegistryEntry, type RemoteRegistryFile } from './remotes';

const remoteReleaseSchema = z.object({
  entry: z.string().min(1),
  version: z.string().min(1).optional(),
});

export const registryEntrySchema: z.ZodType<RegistryEntry> = z.union([
  z.string().min(1),
  remoteReleaseSchema.extend({
    canary: remoteReleaseSchema.extend({ share: z.number().min(0).max(100) }).optional(),
  }),
]);

/** remotes.json as served: a partial record, since every host mounts only some remotes. */
export const remoteRegistryFileSchema: z.ZodType<RemoteRegistryFile> = z.partialRecord(
  z.enum(remoteNames),
  registryEntrySchema,
);
