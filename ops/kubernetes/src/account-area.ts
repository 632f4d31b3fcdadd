import { App, Chart } from 'cdk8s';
import type { Environment } from './environments';
import { accountApi } from './api';
import { database } from './database';
import { hosts } from './hosts';
import { ingresses } from './ingresses';
import { migrationJob } from './migration-job';
import { networkPolicies } from './network-policies';
import { remotes } from './remotes';

/**
 * An environment's manifests, one chart per file ops apply in name order: the database first
 * (CloudNativePG takes a while to bring it up), then the release's migration Job, then the
 * parts that serve customers.
 */
export function accountArea(environment: Environment): App {
  const app = new App();
  const namespace = environment.namespace;
  const labels = { 'app.kubernetes.io/part-of': 'account-area' };
  database(new Chart(app, '10-database', { namespace, labels }), environment);
  migrationJob(new Chart(app, '20-migration', { namespace, labels }), environment);
  const serving = new Chart(app, '30-account-area', { namespace, labels });
  accountApi(serving, environment);
  hosts(serving, environment);
  const remoteNames = remotes(serving, environment);
  ingresses(serving, environment, remoteNames);
  networkPolicies(
    new Chart(app, '40-network-policies', { namespace, labels }),
    environment,
    remoteNames,
  );
  return app;
}
