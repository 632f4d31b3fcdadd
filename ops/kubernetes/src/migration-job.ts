import { Duration, Size } from 'cdk8s';
import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import type { Environment } from './environments';
import { API } from './api';
import { databaseUrlEnv } from './database';
import { image, partLabels } from './labels';
import { MIGRATION_RESOURCES } from './measured-resources';
import { containerSecurity, podSecurity } from './pod-security';

export const MIGRATION = 'account-api-migration';

/**
 * The release's migrations, run once before its API instances roll (they start with
 * MIGRATE_AT_START=false): the API image's `node dist/migrate.js`, which migrates and exits.
 * Named by the release, so applying a new release's manifests starts a new Job and applying the
 * same release again leaves the finished one alone. Straight to the primary, not through
 * PgBouncer: the migrator's lock and DDL want a session of their own.
 */
export function migrationJob(scope: Construct, environment: Environment): kplus.Job {
  const job = new kplus.Job(scope, MIGRATION, {
    metadata: {
      name: `${MIGRATION}-${environment.release}`,
      labels: partLabels(MIGRATION),
    },
    podMetadata: { labels: partLabels(MIGRATION) },
    securityContext: podSecurity,
    automountServiceAccountToken: false,
    backoffLimit: 3,
    activeDeadline: Duration.minutes(15),
    // Kept a week after it finished: its log says which migrations the release ran.
    ttlAfterFinished: Duration.days(7),
    containers: [
      {
        name: 'migrate',
        image: image(environment.registry, API, environment.release),
        command: ['node', '--enable-source-maps', 'dist/migrate.js'],
        securityContext: containerSecurity,
        resources: MIGRATION_RESOURCES,
        envVariables: {
          APP_ENV: kplus.EnvValue.fromValue(environment.name),
          ...databaseUrlEnv(scope, 'primary'),
        },
        volumeMounts: [
          {
            path: '/tmp',
            volume: kplus.Volume.fromEmptyDir(scope, 'migration-tmp', 'tmp', {
              sizeLimit: Size.mebibytes(64),
            }),
          },
        ],
      },
    ],
  });
  return job;
}
