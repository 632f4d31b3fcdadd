/** @jest-environment node */
import { loadRegistry } from './registry';

const fallback = { login: 'http://localhost:3010/mf-manifest.json' };

function serve(response: Response | Error) {
  global.fetch = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
}

describe('remote registry', () => {
  it('uses the served registry and ignores names that are not remotes', async () => {
    serve(new Response(JSON.stringify({ login: 'https://cdn/login/mf-manifest.json', evil: 'x' })));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toEqual({ login: 'https://cdn/login/mf-manifest.json' });
  });

  it('falls back to the baked-in registry when the file is missing, broken or unreachable', async () => {
    serve(new Response('not found', { status: 404 }));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toBe(fallback);
    serve(new Response('{oops'));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toBe(fallback);
    serve(new TypeError('Failed to fetch'));
    await expect(loadRegistry('/remotes.json', fallback)).resolves.toBe(fallback);
  });
});
