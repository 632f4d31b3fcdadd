import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, shopper } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';
import { demoCreators, LIVE_AT_SEED } from '../../seed/demo-creators';
import { DEMO_PASSWORD } from '../../seed/demo-customers';

const SLC = '/api/slc';
const followed = (customerId: string) =>
  `${SLC}/users/followed_streamers?customer_id=${customerId}&source-apps=WEB_SHOP,SHOP_APP`;
const names = (body: { followedStreamers: Array<{ id: string }> }) =>
  body.followedStreamers.map((streamer) => streamer.id);

describe.each(dialects)('social-live-commerce service (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('lists every creator, the live ones first, each with picture and next stream', async () => {
    const { status, body } = await api.request('GET', `${SLC}/streamers`);
    expect(status).toBe(200);
    expect(body.streamers).toHaveLength(demoCreators.length);
    const live = body.streamers.filter((s: { liveNow: boolean }) => s.liveNow);
    // The seed's specials, and whoever's regular stream runs at this time of day.
    expect(live.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([...LIVE_AT_SEED]),
    );
    expect(body.streamers.slice(0, live.length)).toEqual(live);
    for (const { currentStream } of live) {
      expect(Date.parse(currentStream.startsAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(currentStream.endsAt)).toBeGreaterThan(Date.now());
      // Where it is watched: the shop's live TV page of this stream.
      expect(currentStream.watchPath).toBe(`/live-tv/${currentStream.id}`);
    }
    for (const streamer of body.streamers) {
      expect(Date.parse(streamer.nextStream.startsAt)).toBeGreaterThan(Date.now());
      expect(streamer.imagePath).toBe(`streamers/${streamer.id}/picture.svg`);
    }
    const upcoming = body.streamers
      .slice(live.length)
      .map((s: { nextStream: { startsAt: string } }) => s.nextStream.startsAt);
    expect(upcoming).toEqual([...upcoming].sort());
  });

  it('shows one creator with the schedule from now on, 404 for an unknown one', async () => {
    const { status, body } = await api.request('GET', `${SLC}/streamers/lena-koch`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'lena-koch', name: 'Lena Koch', topic: 'Küche & Genuss' });
    expect(body.schedule.length).toBeGreaterThanOrEqual(12);
    expect(body.schedule[0].title).toBe('Kochen mit Lena');
    expect((await api.request('GET', `${SLC}/streamers/nobody`)).status).toBe(404);
    expect((await api.request('GET', `${SLC}/streamers/..%2Fx`)).status).toBe(404);
  });

  it('serves the picture as an image that cannot run script', async () => {
    const response = await fetch(`${api.baseUrl}${SLC}/streamers/lena-koch/picture.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('<title>Lena Koch</title>');
  });

  it('reads the follows of the logged-in customer from both apps', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const { status, body } = await max.get(followed(max.customerId));
    expect(status).toBe(200);
    expect(names(body).sort()).toEqual(['jonas-fischer', 'sophie-wagner']);
    expect(body.followedStreamers[0]).toMatchObject({ id: 'sophie-wagner', liveNow: true });
    const anna = await shopper(api, ANNA);
    expect((await anna.get(followed(anna.customerId))).body).toEqual({ followedStreamers: [] });
  });

  it('follows and unfollows, each repeatable, and an undo brings the creator back', async () => {
    const luca = await shopper(api, LUCA);
    const put = (id: string) =>
      api.request('PUT', `${SLC}/users/followed_streamers/${id}?customer_id=${luca.customerId}`, {
        cookies: luca.cookies,
      });
    const del = (id: string) =>
      api.request(
        'DELETE',
        `${SLC}/users/followed_streamers/${id}?customer_id=${luca.customerId}`,
        {
          cookies: luca.cookies,
        },
      );
    expect((await put('tim-keller')).status).toBe(204);
    expect((await put('tim-keller')).status).toBe(204);
    expect(names((await luca.get(followed(luca.customerId))).body)).toEqual([
      'tim-keller',
      'lena-koch',
    ]);
    expect((await del('lena-koch')).status).toBe(204);
    expect((await del('lena-koch')).status).toBe(204);
    expect(names((await luca.get(followed(luca.customerId))).body)).toEqual(['tim-keller']);
    await put('lena-koch');
    expect(names((await luca.get(followed(luca.customerId))).body)).toEqual([
      'tim-keller',
      'lena-koch',
    ]);
    // Web follows are WEB_SHOP's: asking for the app's only leaves them out.
    const appOnly = await luca.get(
      `${SLC}/users/followed_streamers?customer_id=${luca.customerId}&source-apps=SHOP_APP`,
    );
    expect(names(appOnly.body)).toEqual([]);
    expect((await put('nobody')).status).toBe(404);
  });

  it("refuses another customer's follows, visitors and malformed queries", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const anna = await shopper(api, ANNA);
    const foreign = await max.get(followed(anna.customerId));
    expect(foreign).toMatchObject({ status: 403, body: { errorKey: 'NOT_AUTHORIZED' } });
    const foreignFollow = await api.request(
      'PUT',
      `${SLC}/users/followed_streamers/lena-koch?customer_id=${anna.customerId}`,
      { cookies: max.cookies },
    );
    expect(foreignFollow.status).toBe(403);
    expect((await api.request('GET', followed(max.customerId))).status).toBe(401);
    expect((await max.get(`${SLC}/users/followed_streamers`)).status).toBe(400);
    expect(
      (
        await max.get(
          `${SLC}/users/followed_streamers?customer_id=${max.customerId}&source-apps=TV`,
        )
      ).status,
    ).toBe(400);
    const crossSite = await api.request(
      'DELETE',
      `${SLC}/users/followed_streamers/sophie-wagner?customer_id=${max.customerId}`,
      { cookies: max.cookies, withoutClientId: true },
    );
    expect(crossSite.status).toBe(403);
    expect(names((await max.get(followed(max.customerId))).body)).toContain('sophie-wagner');
  });

  it('forgets whom a customer followed when the account is deleted', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const { id } = await api.database.db
      .selectFrom('customers')
      .select('id')
      .where('customer_id', '=', max.customerId)
      .executeTakeFirstOrThrow();
    const follows = () =>
      api.database.db
        .selectFrom('creator_follows')
        .select('creator_id')
        .where('customer_id', '=', id)
        .execute();
    expect((await follows()).length).toBeGreaterThan(0);
    const deleted = await api.request('POST', '/api/cs/user/delete-account', {
      cookies: max.cookies,
      body: { password: DEMO_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await follows()).toEqual([]);
  });
});
