import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import { partLabels, partSelector } from './labels';

/**
 * A node drain or a cluster upgrade takes at most one instance of a part at a time: with two or
 * more replicas the part keeps answering while its pods move.
 */
export function disruptionBudget(scope: Construct, part: string): void {
  new kplus.k8s.KubePodDisruptionBudget(scope, `${part}-budget`, {
    metadata: { name: part, labels: partLabels(part) },
    spec: {
      maxUnavailable: kplus.k8s.IntOrString.fromNumber(1),
      selector: { matchLabels: partSelector(part) },
    },
  });
}
