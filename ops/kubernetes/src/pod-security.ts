import * as kplus from 'cdk8s-plus-34';

/**
 * The `node` user of the node:24-bookworm-slim images every part runs on (USER node in
 * docker/*.Dockerfile). By number: the kubelet cannot prove a user *name* is not root, and
 * refuses runAsNonRoot with one.
 */
const NODE_USER = 1000;

/** The pod runs as `node`; emptyDir volumes belong to its group. */
export const podSecurity: kplus.PodSecurityContextProps = {
  ensureNonRoot: true,
  user: NODE_USER,
  group: NODE_USER,
  fsGroup: NODE_USER,
};

/**
 * Every container: not root, no privilege, nothing written to the image's file system (what a
 * process must write goes to an emptyDir), no Linux capabilities, the runtime's seccomp profile.
 */
export const containerSecurity: kplus.ContainerSecurityContextProps = {
  ensureNonRoot: true,
  user: NODE_USER,
  group: NODE_USER,
  privileged: false,
  readOnlyRootFilesystem: true,
  allowPrivilegeEscalation: false,
  capabilities: { drop: [kplus.Capability.ALL] },
  seccompProfile: { type: kplus.SeccompProfileType.RUNTIME_DEFAULT },
};
