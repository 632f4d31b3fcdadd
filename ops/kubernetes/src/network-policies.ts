import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import type { Environment } from './environments';
import { API, API_PORT, METRICS_PORT } from './api';
import { DATABASE, POOLER, POSTGRES_PORT } from './database';
import { CREATORS_HUB, SHELL } from './hosts';
import { partSelector } from './labels';
import { MIGRATION } from './migration-job';
import { remotePart } from './remotes';
import { SITE_PORT } from './static-site';

type Peer = kplus.k8s.NetworkPolicyPeer;
type Port = kplus.k8s.NetworkPolicyPort;

/** Where CloudNativePG's operator runs (its manifest's default namespace). */
const CNPG_OPERATOR_NAMESPACE = 'cnpg-system';
/** The instance manager's status port the operator polls, and the exporters' ports. */
const INSTANCE_MANAGER_PORT = 8000;
const POSTGRES_METRICS_PORT = 9187;
const PGBOUNCER_METRICS_PORT = 9127;

const tcp = (port: number): Port => ({
  protocol: 'TCP',
  port: kplus.k8s.IntOrString.fromNumber(port),
});
const pods = (labels: Record<string, string>): Peer => ({ podSelector: { matchLabels: labels } });
const namespace = (name: string): Peer => ({
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': name } },
});
const DATABASE_PODS = { 'cnpg.io/cluster': DATABASE, 'cnpg.io/podRole': 'instance' };
const POOLER_PODS = { 'cnpg.io/poolerName': POOLER };
/** Outside the cluster's and the company's private networks: the providers' public addresses. */
const INTERNET: Peer = {
  ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] },
};

interface Policy {
  pods: Record<string, string>;
  ingress?: Array<{ from: Peer[]; ports: Port[] }>;
  egress?: Array<{ to: Peer[]; ports: Port[] }>;
}

function policy(scope: Construct, name: string, { pods: selected, ingress, egress }: Policy) {
  new kplus.k8s.KubeNetworkPolicy(scope, `${name}-policy`, {
    metadata: { name },
    spec: {
      podSelector: { matchLabels: selected },
      policyTypes: [...(ingress ? ['Ingress'] : []), ...(egress ? ['Egress'] : [])],
      ...(ingress ? { ingress } : {}),
      ...(egress ? { egress } : {}),
    },
  });
}

/**
 * Nothing talks to anything unless a policy below says so: the ingress controller reaches the
 * hosts and remotes, only the hosts reach the API, the API reaches only the pooler, the mail
 * relay, the trace collector and the providers (HTTPS), and the database only its own
 * instances, the operator and its backups' object store. Every pod may ask the cluster's DNS.
 */
export function networkPolicies(
  scope: Construct,
  environment: Environment,
  remotes: string[],
): void {
  const { network, tracing } = environment;
  const kubeApi: Peer = { ipBlock: { cidr: network.kubeApiServer } };
  const fromIngressController = {
    from: [namespace(environment.ingress.controllerNamespace)],
    ports: [tcp(SITE_PORT)],
  };
  const fromMonitoring = (port: number) => ({
    from: [namespace(environment.monitoringNamespace)],
    ports: [tcp(port)],
  });

  new kplus.k8s.KubeNetworkPolicy(scope, 'default-deny-policy', {
    metadata: { name: 'default-deny' },
    spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
  });
  policy(scope, 'dns', {
    pods: {},
    egress: [
      {
        to: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
          },
        ],
        ports: [{ protocol: 'UDP', port: kplus.k8s.IntOrString.fromNumber(53) }, tcp(53)],
      },
    ],
  });

  for (const host of [SHELL, CREATORS_HUB])
    policy(scope, host, {
      pods: partSelector(host),
      ingress: [fromIngressController],
      egress: [{ to: [pods(partSelector(API))], ports: [tcp(API_PORT)] }],
    });
  for (const remote of remotes)
    policy(scope, remotePart(remote), {
      pods: partSelector(remotePart(remote)),
      ingress: [fromIngressController],
      egress: [],
    });

  policy(scope, API, {
    pods: partSelector(API),
    ingress: [
      {
        from: [SHELL, CREATORS_HUB].map((host) => pods(partSelector(host))),
        ports: [tcp(API_PORT)],
      },
      fromMonitoring(METRICS_PORT),
    ],
    egress: [
      { to: [pods(POOLER_PODS)], ports: [tcp(POSTGRES_PORT)] },
      { to: [{ ipBlock: { cidr: network.mailRelay } }], ports: [tcp(network.mailRelayPort)] },
      {
        to: [{ ...namespace(tracing.namespace), podSelector: { matchLabels: tracing.podLabels } }],
        ports: [tcp(tracing.port)],
      },
      // Apple, Google, Facebook (login) and Google's reCAPTCHA verification: no fixed addresses.
      { to: [INTERNET], ports: [tcp(443)] },
    ],
  });
  policy(scope, MIGRATION, {
    pods: partSelector(MIGRATION),
    ingress: [],
    egress: [{ to: [pods(DATABASE_PODS)], ports: [tcp(POSTGRES_PORT)] }],
  });
  policy(scope, POOLER, {
    pods: POOLER_PODS,
    ingress: [
      { from: [pods(partSelector(API))], ports: [tcp(POSTGRES_PORT)] },
      { from: [namespace(CNPG_OPERATOR_NAMESPACE)], ports: [tcp(INSTANCE_MANAGER_PORT)] },
      fromMonitoring(PGBOUNCER_METRICS_PORT),
    ],
    egress: [
      { to: [pods(DATABASE_PODS)], ports: [tcp(POSTGRES_PORT)] },
      // The pooler's instance manager reads its Secrets and reports to the Kubernetes API.
      { to: [kubeApi], ports: [tcp(443), tcp(6443)] },
    ],
  });
  policy(scope, DATABASE, {
    pods: DATABASE_PODS,
    ingress: [
      {
        from: [pods(POOLER_PODS), pods(partSelector(MIGRATION)), pods(DATABASE_PODS)],
        ports: [tcp(POSTGRES_PORT)],
      },
      {
        from: [namespace(CNPG_OPERATOR_NAMESPACE), pods(DATABASE_PODS)],
        ports: [tcp(INSTANCE_MANAGER_PORT), tcp(POSTGRES_PORT)],
      },
      fromMonitoring(POSTGRES_METRICS_PORT),
    ],
    egress: [
      // Streaming replication and the instance managers' calls to each other.
      { to: [pods(DATABASE_PODS)], ports: [tcp(POSTGRES_PORT), tcp(INSTANCE_MANAGER_PORT)] },
      { to: [kubeApi], ports: [tcp(443), tcp(6443)] },
      // WAL archive and base backups to the object store (barman-cloud, HTTPS).
      { to: [INTERNET], ports: [tcp(443)] },
    ],
  });
}
