import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface Finding {
  ruleId: string | null;
  severity: number;
  message: string;
}

/**
 * Lints source as if it sat at `file`, with the repository's eslint.config.mjs, through ESLint's
 * Node API. In a child process: ESLint loads its config with import(), which jest's module
 * sandbox does not offer.
 */
function lint(file: string, code: string): Finding[] {
  const program = `
    import { ESLint } from 'eslint';
    const [result] = await new ESLint().lintText(process.env.CODE, { filePath: process.env.FILE });
    console.log(JSON.stringify(result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }))));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, CODE: code, FILE: path.join(repo, file) },
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

const RULE = 'boundaries/no-cross-boundary-import';
const boundaryErrors = (findings: Finding[]) =>
  findings
    .filter((finding) => finding.ruleId === RULE && finding.severity === 2)
    .map((finding) => finding.message);

const inReturns = 'remotes/orders/src/features/returns/components/ReturnSummary.tsx';

describe('feature boundaries', () => {
  it('forbid importing another feature of the same remote', () => {
    const code =
      "import { useCancelOrder } from '../../cancellation/hooks/useCancelOrder';\nexport const used = useCancelOrder;\n";
    expect(boundaryErrors(lint(inReturns, code))).toEqual([
      expect.stringContaining('features/returns imports from features/cancellation'),
    ]);
  });

  it('allow the feature itself and what the remote shares in components and hooks', () => {
    const code = [
      "import { useReturn } from '../hooks/useReturn';",
      "import { OrderScreen } from '../../../components/OrderScreen';",
      "import { useOrder } from '../../../hooks/useOrder';",
      'export const used = [useReturn, OrderScreen, useOrder];',
      '',
    ].join('\n');
    expect(boundaryErrors(lint(inReturns, code))).toEqual([]);
  });

  it('forbid importing another remote, by path or by package', () => {
    const code = [
      "import { LoginPage } from '../../../../../login/src/features/login/components/LoginPage';",
      "export { default } from '@account/remote-login/src/Root';",
      'export const used = LoginPage;',
      '',
    ].join('\n');
    expect(boundaryErrors(lint(inReturns, code))).toEqual([
      expect.stringContaining('The orders remote imports from the login remote'),
      expect.stringContaining('The orders remote imports from the login remote'),
    ]);
  });

  it('forbid importing an app', () => {
    const code =
      "import { Home } from '../../../../../../apps/shell/src/pages/Home';\nexport const used = Home;\n";
    expect(boundaryErrors(lint(inReturns, code))).toEqual([
      expect.stringContaining('A remote never imports an app (apps/shell)'),
    ]);
  });
});
