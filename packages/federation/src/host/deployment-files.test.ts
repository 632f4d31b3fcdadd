import type * as DeploymentFiles from './deployment-files';

/** The module as a fresh page loads it: it reads the page's copies once, on first use. */
function freshModule(): typeof DeploymentFiles {
  let loaded: typeof DeploymentFiles | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof DeploymentFiles>('./deployment-files');
  });
  return loaded!;
}

function pageCarrying(text: string | null) {
  document.head.innerHTML =
    text === null ? '' : `<script type="application/json" id="deployment-files">${text}</script>`;
}

const network = jest.fn(async (url: string) => new Response(JSON.stringify({ from: url })));

beforeEach(() => network.mockClear());

it('answers a file the page carries from its copy, without a request', async () => {
  pageCarrying(JSON.stringify({ '/runtime-config.json': { environment: 'production' } }));
  const { fetchDeploymentFile } = freshModule();
  const response = await fetchDeploymentFile('/runtime-config.json', undefined, network);
  expect(await response.json()).toEqual({ environment: 'production' });
  expect(network).not.toHaveBeenCalled();
});

it('asks the network for the same file again: a later read gets what is deployed now', async () => {
  pageCarrying(JSON.stringify({ '/remotes.json': { login: 'https://a/mf-manifest.json' } }));
  const { fetchDeploymentFile } = freshModule();
  await fetchDeploymentFile('/remotes.json', undefined, network);
  const again = await fetchDeploymentFile('/remotes.json', undefined, network);
  expect(await again.json()).toEqual({ from: '/remotes.json' });
});

it('fetches what the page does not carry, and everything when it carries nothing', async () => {
  pageCarrying(JSON.stringify({ '/runtime-config.json': {} }));
  await freshModule().fetchDeploymentFile('/remotes.json', undefined, network);
  pageCarrying(null);
  await freshModule().fetchDeploymentFile('/runtime-config.json', undefined, network);
  expect(network.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', '/runtime-config.json']);
});

it('fetches the files when the copies cannot be read', async () => {
  pageCarrying('{"/runtime-config.json": ');
  await freshModule().fetchDeploymentFile('/runtime-config.json', undefined, network);
  expect(network).toHaveBeenCalledWith('/runtime-config.json', undefined);
});

describe('a page given its deployment files', () => {
  const { withDeploymentFiles } = jest.requireActual<typeof DeploymentFiles>('./deployment-files');
  const template =
    '<html><head><link rel=preload href=/runtime-config.json as=fetch crossorigin data-deployment-file>' +
    '<link rel=preload href=/remotes.json as=fetch crossorigin data-deployment-file>' +
    '<link rel=preload as=script href=/startup.js></head><body></body></html>';
  const carriedIn = (html: string) =>
    [
      ...html.matchAll(/<script type="application\/json" id="deployment-files">(.*?)<\/script>/g),
    ].map(([, text]) => JSON.parse(text!) as unknown);

  it('carries them and drops the preloads of what it carries, keeping the others', () => {
    const html = withDeploymentFiles(template, { '/runtime-config.json': { shops: {} } });
    expect(carriedIn(html)).toEqual([{ '/runtime-config.json': { shops: {} } }]);
    expect(html).not.toContain('href=/runtime-config.json');
    expect(html).toContain('href=/remotes.json');
    expect(html).toContain('href=/startup.js');
  });

  it('carries what is deployed now when written again (a re-rendered site), once', () => {
    const first = withDeploymentFiles(template, { '/remotes.json': { login: 'a' } });
    const again = withDeploymentFiles(first, { '/remotes.json': { login: 'b' } });
    expect(carriedIn(again)).toEqual([{ '/remotes.json': { login: 'b' } }]);
  });

  it('lets no text in a file end the element', () => {
    const html = withDeploymentFiles(template, {
      '/x.json': { note: '</script><script>1</script>' },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(carriedIn(html)).toEqual([{ '/x.json': { note: '</script><script>1</script>' } }]);
  });
});
