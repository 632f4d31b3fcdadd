import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ShellServerOptions } from './shell-app.mjs';

/** The shell's server as `pnpm serve` runs it (Node, ES modules through tsx), on a free port. */
export async function listeningShell(
  options: ShellServerOptions,
): Promise<{ port: number; child: ChildProcess }> {
  const program = `
    import { buildShellApp } from ${JSON.stringify(path.join(__dirname, 'shell-app.mts'))};
    const app = await buildShellApp(${JSON.stringify(options)});
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(app.server.address().port);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    cwd: __dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`shell server exited with ${code}`)));
  });
  return { port, child };
}
