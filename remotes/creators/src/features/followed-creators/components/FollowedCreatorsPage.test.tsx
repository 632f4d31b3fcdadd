import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { LoggedInUser, RuntimeConfig, Streamer } from '@account/contracts';
import { setRuntimeConfig } from '@account/config';
import { initI18n } from '@account/i18n';
import { BrowserRouter } from '@account/router';
import { setLoggedIn } from '@account/session';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { registerCatalogue } from '../../../i18n';
import { FollowedCreatorsPage } from './FollowedCreatorsPage';

const services = mockServices(
  answer('socialLiveCommerce', 'follow', undefined),
  answer('socialLiveCommerce', 'unfollow', undefined),
  answer('logging', 'log', undefined),
);
const followed = (...streamers: Streamer[]) =>
  answer('socialLiveCommerce', 'followedStreamers', { followedStreamers: streamers });
const asked = () =>
  services.calls
    .map((call) => `${call.method} ${call.path}?${call.query}`)
    .filter((call) => !call.includes('/logging/'));

const sophie: Streamer = {
  id: 'sophie-wagner',
  name: 'Sophie Wagner',
  topic: 'Schmuck',
  imagePath: 'streamers/sophie-wagner/picture.svg',
  liveNow: true,
  currentStream: {
    id: 's1',
    title: 'Funkelstunde',
    startsAt: '2026-11-26T10:00:00Z',
    endsAt: '2026-11-26T12:00:00Z',
  },
  nextStream: null,
};
const jonas: Streamer = {
  ...sophie,
  id: 'jonas-fischer',
  name: 'Jonas Fischer',
  topic: 'Technik',
  imagePath: 'streamers/jonas-fischer/picture.svg',
  liveNow: false,
  currentStream: null,
  nextStream: {
    id: 'j1',
    title: 'Technik-Check',
    startsAt: '2026-11-27T12:00:00Z',
    endsAt: '2026-11-27T14:00:00Z',
  },
};

beforeAll(async () => {
  await initI18n('de-DE');
  registerCatalogue();
  setRuntimeConfig(
    {
      services: { socialLiveCommerce: '/api/slc' },
      flags: {},
      hosts: {
        account: 'http://{hostname}:3000',
        creatorsHub: 'http://{hostname}:3030/creators-hub',
      },
    } as unknown as RuntimeConfig,
    'de-DE',
  );
  configureTestServices('de-DE');
  setLoggedIn({ customerId: 'c-1', firstName: 'Max' } as LoggedInUser);
});

const renderPage = () =>
  render(
    <BrowserRouter>
      <FollowedCreatorsPage />
    </BrowserRouter>,
  );

it('shows each creator with picture, live state or next stream, and links to their hub page', async () => {
  services.use(followed(sophie, jonas));
  renderPage();
  expect(await screen.findByRole('link', { name: 'Sophie Wagner' })).toHaveAttribute(
    'href',
    'http://localhost:3030/creators-hub/creators/sophie-wagner',
  );
  expect(asked()).toEqual([
    'GET /api/slc/users/followed_streamers?customer_id=c-1&source-apps=WEB_SHOP%2CSHOP_APP',
  ]);
  expect(screen.getByText('Jetzt live')).toBeInTheDocument();
  expect(screen.getByText('Läuft gerade: Funkelstunde')).toBeInTheDocument();
  expect(
    screen.getByText('Nächster Stream: Technik-Check, 27.11.2026 um 13:00 Uhr'),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Bild von Jonas Fischer' })).toHaveAttribute(
    'src',
    'http://localhost/api/slc/streamers/jonas-fischer/picture.svg',
  );
});

it('unfollows in place with an undo that takes focus, and the undo follows again', async () => {
  services.use(followed(sophie, jonas));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Sophie Wagner entfolgen' }));
  await waitFor(() =>
    expect(asked()).toContain(
      'DELETE /api/slc/users/followed_streamers/sophie-wagner?customer_id=c-1',
    ),
  );
  expect(await screen.findByText('Sie folgen Sophie Wagner nicht mehr.')).toBeInTheDocument();
  const undo = screen.getByRole('button', {
    name: 'Entfolgen von Sophie Wagner rückgängig machen',
  });
  await waitFor(() => expect(undo).toHaveFocus());
  fireEvent.click(undo);
  await waitFor(() =>
    expect(asked()).toContain(
      'PUT /api/slc/users/followed_streamers/sophie-wagner?customer_id=c-1',
    ),
  );
  const unfollow = await screen.findByRole('button', { name: 'Sophie Wagner entfolgen' });
  await waitFor(() => expect(unfollow).toHaveFocus());
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it('says so when the unfollow fails and keeps the creator followed', async () => {
  services.use(followed(jonas), answer('socialLiveCommerce', 'unfollow', failWith(503)));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Jonas Fischer entfolgen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt');
  expect(screen.getByRole('button', { name: 'Jonas Fischer entfolgen' })).toBeInTheDocument();
});

it('points to the creators hub when the customer follows nobody', async () => {
  services.use(followed());
  renderPage();
  expect(
    await screen.findByRole('heading', { name: 'Sie folgen noch keinem Creator' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Zum Creators Hub' })).toHaveAttribute(
    'href',
    'http://localhost:3030/creators-hub/',
  );
});

it('shows the error with a retry that loads again', async () => {
  services.use(
    answer('socialLiveCommerce', 'followedStreamers', failWith(503), { once: true }),
    followed(jonas),
  );
  renderPage();
  expect(
    await screen.findByText('Ihre gefolgten Creator konnten wir gerade nicht laden.'),
  ).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: /erneut|noch einmal/i }));
  expect(await screen.findByRole('link', { name: 'Jonas Fischer' })).toBeVisible();
});

/** The page as a host of `hosts` mounts it: at `path`, below the host router's `basename`. */
function renderMountedAt(hosts: Record<string, string>, path: string, basename?: string) {
  services.use(followed(jonas));
  setRuntimeConfig(
    { services: { socialLiveCommerce: '/api/slc' }, flags: {}, hosts } as unknown as RuntimeConfig,
    'de-DE',
  );
  window.history.pushState({}, '', path);
  render(
    <BrowserRouter basename={basename}>
      <FollowedCreatorsPage />
    </BrowserRouter>,
  );
}

it('leads back within the creators hub when the hub mounts it, never to the account', async () => {
  renderMountedAt(
    { account: 'http://{hostname}/dpl/av', creatorsHub: 'http://{hostname}/dpl/av/creators-hub' },
    '/dpl/av/creators-hub/followed-creators',
    '/dpl/av/creators-hub',
  );
  expect(await screen.findByRole('link', { name: 'Zurück zu Live & demnächst' })).toHaveAttribute(
    'href',
    '/dpl/av/creators-hub',
  );
  expect(screen.queryByText('Zurück zu Mein Konto')).toBeNull();
});

it('leads out of another team’s host to the account area the host named', async () => {
  // As an app in a foreign host configures itself from its props (accountUrl).
  renderMountedAt(
    { account: 'https://www.shop24direkt.de/mein-konto' },
    '/magazin/creator',
    '/magazin',
  );
  expect(await screen.findByRole('link', { name: 'Zurück zu Mein Konto' })).toHaveAttribute(
    'href',
    'https://www.shop24direkt.de/mein-konto/home',
  );
});

it('leads back within the account area when the account mounts it', async () => {
  renderMountedAt(
    { account: 'http://{hostname}', creatorsHub: 'http://{hostname}/creators-hub' },
    '/followed-creators',
  );
  expect(await screen.findByRole('link', { name: 'Zurück zu Mein Konto' })).toHaveAttribute(
    'href',
    '/home',
  );
});
