import { z } from 'zod';

/** The apps a follow is made in; the account area asks for the follows of both (spec section 7). */
export const SourceApp = z.enum(['WEB_SHOP', 'SHOP_APP']);
export type SourceApp = z.infer<typeof SourceApp>;

/** The customer whose follows are read or changed; the service checks it is the logged-in one. */
export const FollowedStreamersQuery = z.object({
  customer_id: z.string().min(1).max(64),
  'source-apps': z
    .string()
    .max(64)
    .refine((value) => value.split(',').every((app) => SourceApp.safeParse(app).success))
    .optional(),
});

/** A stream of a creator's schedule; times are ISO 8601 instants. */
export const CreatorStream = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /**
   * Where the stream is watched: the shop's live TV page for it, a path of the shop
   * (`/live-tv/{id}`). Optional for the client (docs/decisions/README.md): without it, no watch link.
   */
  watchPath: z.string().optional(),
});
export type CreatorStream = z.infer<typeof CreatorStream>;

/**
 * Spec section 3's followed streamer (id, name) with what the customer looks for: the picture
 * (a path on the social-live-commerce service), whether they stream now and their next stream.
 */
export const Streamer = z.object({
  id: z.string(),
  name: z.string(),
  topic: z.string(),
  imagePath: z.string(),
  liveNow: z.boolean(),
  /** The stream running now, if any. */
  currentStream: CreatorStream.nullable(),
  /** The next stream that has not started yet, if one is planned. */
  nextStream: CreatorStream.nullable(),
});
export type Streamer = z.infer<typeof Streamer>;

/** GET users/followed_streamers: the creators the customer follows, live ones first. */
export const FollowedStreamers = z.object({ followedStreamers: z.array(Streamer) });
export type FollowedStreamers = z.infer<typeof FollowedStreamers>;

/** GET streamers: every creator, for the creators hub (live now, upcoming). */
export const Streamers = z.object({ streamers: z.array(Streamer) });
export type Streamers = z.infer<typeof Streamers>;

/** GET streamers/{id}: one creator with the streams planned from now on. */
export const StreamerDetail = Streamer.extend({ schedule: z.array(CreatorStream) });
export type StreamerDetail = z.infer<typeof StreamerDetail>;

/** Creator ids are slugs (`lena-koch`); anything else is not a creator. */
export const STREAMER_ID = /^[a-z0-9-]{1,64}$/;
