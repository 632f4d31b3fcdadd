import { ApiObject } from 'cdk8s';
import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import type { ICluster } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/Cluster';
import type { IPooler } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/Pooler';
import type { IScheduledBackup } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/ScheduledBackup';
import type { Environment } from './environments';
import { partLabels } from './labels';
import { OPERATOR_OWNED } from './settings';

/** The CloudNativePG cluster: its pods carry cnpg.io/cluster=<this>. */
export const DATABASE = 'account-db';
/** The pooler in front of the primary; its pods carry cnpg.io/poolerName=<this>. */
export const POOLER = 'account-db-pooler-rw';
export const DATABASE_NAME = 'account';
export const POSTGRES_PORT = 5432;
/** The PostgreSQL major the API is tested on (apps/api/scripts/test-postgres.sh, compose). */
const POSTGRES_IMAGE = 'ghcr.io/cloudnative-pg/postgresql:15.10-bookworm';

const apiVersion = 'postgresql.cnpg.io/v1';

/**
 * DATABASE_URL for the API (through the pooler) or the migration Job (straight to the primary,
 * whose session DDL and the migrator's lock need no pooler). The user and password stay in the
 * Secret CloudNativePG writes for the application user (<cluster>-app); the URL refers to them
 * through Kubernetes' $(NAME) expansion, so no credential is written here.
 */
export function databaseUrlEnv(
  scope: Construct,
  through: 'pooler' | 'primary',
): Record<string, kplus.EnvValue> {
  const secret = kplus.Secret.fromSecretName(scope, `database-app-${through}`, `${DATABASE}-app`);
  const host = through === 'pooler' ? POOLER : `${DATABASE}-rw`;
  return {
    DATABASE_USER: kplus.EnvValue.fromSecretValue({ secret, key: 'username' }),
    DATABASE_PASSWORD: kplus.EnvValue.fromSecretValue({ secret, key: 'password' }),
    DATABASE_URL: kplus.EnvValue.fromValue(
      `postgres://$(DATABASE_USER):$(DATABASE_PASSWORD)@${host}:${POSTGRES_PORT}/${DATABASE_NAME}`,
    ),
  };
}

/**
 * PostgreSQL as CloudNativePG runs it: a primary and two replicas on different nodes, a commit
 * acknowledged once one replica has it too (docs/operations.md, "The database"), WAL archived
 * and a base backup each night to the object store, PgBouncer in transaction mode in front.
 */
export function database(scope: Construct, environment: Environment): void {
  const { storage, backupBucket, backupEndpoint } = environment.database;
  const credentials = (key: string) => ({ name: OPERATOR_OWNED.backupCredentials, key });
  const cluster: ICluster = {
    apiVersion,
    kind: 'Cluster',
    metadata: { name: DATABASE, labels: partLabels(DATABASE) },
    spec: {
      instances: 3,
      imageName: POSTGRES_IMAGE,
      primaryUpdateStrategy: 'unsupervised',
      storage: { size: storage },
      // A commit returns once one of the two replicas has written it: losing the primary loses
      // no acknowledged write. `preferred` keeps the shop writing on the primary alone while
      // both replicas are down, rather than stopping every write.
      postgresql: {
        synchronous: { method: 'any', number: 1, dataDurability: 'preferred' },
        parameters: { max_connections: '200', shared_buffers: '512MB' },
      },
      bootstrap: { initdb: { database: DATABASE_NAME, owner: DATABASE_NAME } },
      affinity: { enablePodAntiAffinity: true, podAntiAffinityType: 'required' },
      resources: {
        requests: { cpu: '1', memory: '2Gi' },
        limits: { memory: '2Gi' },
      },
      monitoring: { enablePodMonitor: false },
      backup: {
        retentionPolicy: '30d',
        barmanObjectStore: {
          destinationPath: backupBucket,
          endpointURL: backupEndpoint,
          s3Credentials: {
            accessKeyId: credentials('ACCESS_KEY_ID'),
            secretAccessKey: credentials('ACCESS_SECRET_KEY'),
          },
          wal: { compression: 'gzip' },
          data: { compression: 'gzip' },
        },
      },
    },
  };
  new ApiObject(scope, DATABASE, cluster as ConstructorParameters<typeof ApiObject>[2]);

  const nightly: IScheduledBackup = {
    apiVersion,
    kind: 'ScheduledBackup',
    metadata: { name: `${DATABASE}-nightly`, labels: partLabels(DATABASE) },
    spec: {
      // Seconds first (CloudNativePG's six-field cron): 02:30 every night, off the shop's peak.
      schedule: '0 30 2 * * *',
      backupOwnerReference: 'self',
      cluster: { name: DATABASE },
      method: 'barmanObjectStore',
    },
  };
  new ApiObject(
    scope,
    `${DATABASE}-nightly`,
    nightly as ConstructorParameters<typeof ApiObject>[2],
  );

  const pooler: IPooler = {
    apiVersion,
    kind: 'Pooler',
    metadata: { name: POOLER, labels: partLabels(POOLER) },
    spec: {
      cluster: { name: DATABASE },
      instances: 2,
      type: 'rw',
      pgbouncer: {
        // A server connection per transaction: many API instances share few PostgreSQL
        // connections; the API keeps no session state in the connection.
        poolMode: 'transaction',
        parameters: { max_client_conn: '1000', default_pool_size: '40' },
      },
      // CloudNativePG fills in the rest of its container; the limits are ours.
      template: {
        spec: {
          containers: [
            {
              name: 'pgbouncer',
              resources: {
                requests: { cpu: '100m', memory: '64Mi' },
                limits: { cpu: '500m', memory: '128Mi' },
              },
            },
          ],
        },
      },
    },
  };
  new ApiObject(scope, POOLER, pooler as ConstructorParameters<typeof ApiObject>[2]);
}
