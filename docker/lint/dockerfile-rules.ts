// The Dockerfile checks CI runs without a docker engine (hadolint is not on the npm registry):
// the VS Code Docker extension's validator (dockerfile-utils) for syntax and instruction
// problems, every setting an error, plus the rules this project holds its images to.
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';

const STRICT: ValidatorSettings = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

/** The Node the product runs on (the workspace's own, the root package.json's `node`). */
const NODE_RUNTIME_MAJOR = 24;

interface Instruction {
  keyword: string;
  argument: string;
}

/** Instructions with their continuation lines joined; comments and blank lines dropped. */
function instructions(dockerfile: string): Instruction[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), argument: rest.join(' ') };
    });
}

/** Problems found, as "line: message" or "rule: message"; none means the file passes. */
export function lintDockerfile(dockerfile: string): string[] {
  const problems = validate(dockerfile, STRICT).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const all = instructions(dockerfile);
  for (const { keyword, argument } of all) {
    if (keyword !== 'FROM') continue;
    const image = argument.split(/\s+/)[0] ?? '';
    // A tag with a version number: rebuilding next month gives the same major and minor.
    if (!/:[^:]*\d+\.\d+/.test(image))
      problems.push(`pinned base image: ${image} needs a version tag (not latest)`);
    // The product's runtime is Node 24: Node 20 is past its end of life, and CI proves 24.
    const nodeMajor = /^node:(\d+)\./.exec(image)?.[1];
    if (nodeMajor && Number(nodeMajor) < NODE_RUNTIME_MAJOR)
      problems.push(`Node runtime: ${image} is older than Node ${NODE_RUNTIME_MAJOR}`);
  }
  for (const { keyword, argument } of all) {
    if (keyword === 'RUN' && /apt-get install/.test(argument)) {
      if (!argument.includes('--no-install-recommends'))
        problems.push('apt-get install: --no-install-recommends keeps images small');
      if (!argument.includes('rm -rf /var/lib/apt/lists'))
        problems.push('apt-get install: remove /var/lib/apt/lists in the same layer');
    }
    if (keyword === 'ADD') problems.push('ADD: use COPY (ADD fetches URLs and unpacks archives)');
  }
  const finalStage = all.slice(all.map((i) => i.keyword).lastIndexOf('FROM'));
  const user = finalStage.filter((i) => i.keyword === 'USER').at(-1)?.argument;
  if (!user || /^(root|0)(:|$)/.test(user))
    problems.push('non-root: the final stage must switch to an unprivileged USER');
  if (!finalStage.some((i) => i.keyword === 'HEALTHCHECK'))
    problems.push('HEALTHCHECK: the final stage must say how to tell it is healthy');
  if (!finalStage.some((i) => i.keyword === 'CMD' && i.argument.startsWith('[')))
    problems.push('CMD: the final stage needs a CMD in exec (JSON) form');
  return problems;
}
