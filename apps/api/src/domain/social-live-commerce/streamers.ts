import type { CreatorStream, SourceApp, Streamer, StreamerDetail } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type StreamRow = {
  id: string;
  creator_id: string;
  title: string;
  starts_at: number;
  ends_at: number;
};
type CreatorRow = { id: string; name: string; topic: string };

const toStream = (row: StreamRow): CreatorStream => ({
  id: row.id,
  title: row.title,
  startsAt: new Date(Number(row.starts_at)).toISOString(),
  endsAt: new Date(Number(row.ends_at)).toISOString(),
  watchPath: streamWatchPath(row.id),
});

/** The shop's live TV page of a stream, where it is watched (live, and as a recording after). */
export const streamWatchPath = (streamId: string) => `/live-tv/${encodeURIComponent(streamId)}`;

export const streamerImagePath = (id: string) => `streamers/${id}/picture.svg`;

/** The streams of these creators that have not ended yet, earliest first. */
async function streamsFrom(
  db: Kysely<Database>,
  creatorIds: string[],
  now: number,
): Promise<StreamRow[]> {
  if (creatorIds.length === 0) return [];
  return db
    .selectFrom('creator_streams')
    .select(['id', 'creator_id', 'title', 'starts_at', 'ends_at'])
    .where('creator_id', 'in', creatorIds)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

function streamerOf(creator: CreatorRow, streams: StreamRow[], now: number): Streamer {
  const own = streams.filter((stream) => stream.creator_id === creator.id);
  const current = own.find((stream) => Number(stream.starts_at) <= now);
  const next = own.find((stream) => Number(stream.starts_at) > now);
  return {
    id: creator.id,
    name: creator.name,
    topic: creator.topic,
    imagePath: streamerImagePath(creator.id),
    liveNow: current !== undefined,
    currentStream: current ? toStream(current) : null,
    nextStream: next ? toStream(next) : null,
  };
}

/** Live ones first, then by their next stream (none planned: last), then by name. */
function byLiveThenNext(a: Streamer, b: Streamer): number {
  if (a.liveNow !== b.liveNow) return a.liveNow ? -1 : 1;
  const nextA = a.nextStream?.startsAt ?? '\uffff';
  const nextB = b.nextStream?.startsAt ?? '\uffff';
  if (nextA !== nextB) return nextA < nextB ? -1 : 1;
  return a.name.localeCompare(b.name, 'de');
}

async function streamersOf(
  db: Kysely<Database>,
  creators: CreatorRow[],
  now: number,
): Promise<Streamer[]> {
  const streams = await streamsFrom(
    db,
    creators.map((creator) => creator.id),
    now,
  );
  return creators.map((creator) => streamerOf(creator, streams, now)).sort(byLiveThenNext);
}

/** Every creator, for the creators hub. */
export async function allStreamers(db: Kysely<Database>, now = Date.now()): Promise<Streamer[]> {
  const creators = await db.selectFrom('creators').select(['id', 'name', 'topic']).execute();
  return streamersOf(db, creators, now);
}

/** One creator with every stream planned from now on; null for an unknown id. */
export async function streamerDetail(
  db: Kysely<Database>,
  id: string,
  now = Date.now(),
): Promise<StreamerDetail | null> {
  const creator = await db
    .selectFrom('creators')
    .select(['id', 'name', 'topic'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!creator) return null;
  const streams = await streamsFrom(db, [id], now);
  return { ...streamerOf(creator, streams, now), schedule: streams.map(toStream) };
}

/** The creators a customer (internal id) follows, from any of the given apps. */
export async function followedStreamers(
  db: Kysely<Database>,
  customerId: string,
  sourceApps: readonly SourceApp[],
  now = Date.now(),
): Promise<Streamer[]> {
  const creators = await db
    .selectFrom('creator_follows')
    .innerJoin('creators', 'creators.id', 'creator_follows.creator_id')
    .select(['creators.id', 'creators.name', 'creators.topic'])
    .where('creator_follows.customer_id', '=', customerId)
    .where('creator_follows.source_app', 'in', [...sourceApps])
    .execute();
  return streamersOf(db, creators, now);
}

export async function creatorExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('creators').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Follows a creator; following again changes nothing (the first follow keeps its time and app),
 * so an undo that repeats the follow, or two tabs, are harmless.
 */
export async function follow(
  db: Kysely<Database>,
  customerId: string,
  creatorId: string,
  sourceApp: SourceApp,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('creator_follows')
    .values({
      customer_id: customerId,
      creator_id: creatorId,
      source_app: sourceApp,
      followed_at: now,
    })
    .onConflict((conflict) => conflict.columns(['customer_id', 'creator_id']).doNothing())
    .execute();
}

/** Ends a follow; ending one that does not exist changes nothing. */
export async function unfollow(
  db: Kysely<Database>,
  customerId: string,
  creatorId: string,
): Promise<void> {
  await db
    .deleteFrom('creator_follows')
    .where('customer_id', '=', customerId)
    .where('creator_id', '=', creatorId)
    .execute();
}

/** The picture and when it changed (for the ETag); null for an unknown creator. */
export async function streamerPicture(
  db: Kysely<Database>,
  id: string,
): Promise<{ image_svg: string; updated_at: number } | null> {
  const row = await db
    .selectFrom('creators')
    .select(['image_svg', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}
