import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * DEMO DATA. Twelve invented live-stream hosts with a schedule relative to the day of seeding,
 * so the creators hub always has someone live and something upcoming.
 */
interface DemoCreator {
  id: string;
  name: string;
  topic: string;
  hue: number;
  /** Hour of the day (UTC) their regular stream starts, and how often (every n days). */
  hour: number;
  everyDays: number;
  show: string;
}

export const demoCreators: readonly DemoCreator[] = [
  {
    id: 'lena-koch',
    name: 'Lena Koch',
    topic: 'Küche & Genuss',
    hue: 12,
    hour: 9,
    everyDays: 1,
    show: 'Kochen mit Lena',
  },
  {
    id: 'marco-berger',
    name: 'Marco Berger',
    topic: 'Werkzeug & Garten',
    hue: 140,
    hour: 10,
    everyDays: 2,
    show: 'Marcos Werkstatt',
  },
  {
    id: 'sophie-wagner',
    name: 'Sophie Wagner',
    topic: 'Schmuck',
    hue: 320,
    hour: 11,
    everyDays: 1,
    show: 'Funkelstunde',
  },
  {
    id: 'jonas-fischer',
    name: 'Jonas Fischer',
    topic: 'Technik',
    hue: 210,
    hour: 12,
    everyDays: 3,
    show: 'Technik-Check',
  },
  {
    id: 'nina-hofer',
    name: 'Nina Hofer',
    topic: 'Mode',
    hue: 280,
    hour: 13,
    everyDays: 1,
    show: 'Nina zeigt Mode',
  },
  {
    id: 'paul-gruber',
    name: 'Paul Gruber',
    topic: 'Wein & Feinkost',
    hue: 350,
    hour: 14,
    everyDays: 2,
    show: 'Feinkost am Nachmittag',
  },
  {
    id: 'mia-schneider',
    name: 'Mia Schneider',
    topic: 'Beauty',
    hue: 30,
    hour: 15,
    everyDays: 1,
    show: 'Beauty-Sprechstunde',
  },
  {
    id: 'felix-brunner',
    name: 'Felix Brunner',
    topic: 'Uhren',
    hue: 45,
    hour: 16,
    everyDays: 4,
    show: 'Zeit für Uhren',
  },
  {
    id: 'clara-meier',
    name: 'Clara Meier',
    topic: 'Wohnen',
    hue: 180,
    hour: 17,
    everyDays: 2,
    show: 'Schöner Wohnen live',
  },
  {
    id: 'tim-keller',
    name: 'Tim Keller',
    topic: 'Fitness',
    hue: 100,
    hour: 18,
    everyDays: 1,
    show: 'Fit mit Tim',
  },
  {
    id: 'lea-zimmermann',
    name: 'Lea Zimmermann',
    topic: 'Handarbeit',
    hue: 260,
    hour: 19,
    everyDays: 3,
    show: 'Maschen & Muster',
  },
  {
    id: 'david-huber',
    name: 'David Huber',
    topic: 'Haushalt',
    hue: 0,
    hour: 20,
    everyDays: 2,
    show: 'Haushaltshelfer',
  },
];

/** Creators streaming when the seed runs (a special started 30 minutes before). */
export const LIVE_AT_SEED = ['sophie-wagner', 'tim-keller'] as const;
/** Who each demo customer follows (by customer number); Anna follows nobody: the empty state. */
export const demoFollows: Record<string, readonly string[]> = {
  '10012345': ['sophie-wagner', 'jonas-fischer'],
  '30012345': ['lena-koch'],
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STREAM_LENGTH = 2 * HOUR;
const DAYS_BEFORE = 1;
const DAYS_AHEAD = 14;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A portrait placeholder: the initials on the creator's colour. */
export function creatorPicture(name: string, hue: number): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<rect width="160" height="160" fill="hsl(${hue} 50% 88%)"/>`,
    `<circle cx="80" cy="62" r="30" fill="hsl(${hue} 45% 40%)"/>`,
    `<path d="M28 160c4-34 26-52 52-52s48 18 52 52z" fill="hsl(${hue} 45% 40%)"/>`,
    `<text x="80" y="72" text-anchor="middle" font-family="Arial, sans-serif" font-size="28" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

function schedule(creator: DemoCreator, now: number) {
  const today = now - (now % DAY);
  const streams = [];
  for (let day = -DAYS_BEFORE; day < DAYS_AHEAD; day += 1) {
    if ((day + DAYS_BEFORE) % creator.everyDays !== 0) continue;
    const startsAt = today + day * DAY + creator.hour * HOUR;
    streams.push({
      id: `${creator.id}-${new Date(startsAt).toISOString().slice(0, 13)}`,
      creator_id: creator.id,
      title: creator.show,
      starts_at: startsAt,
      ends_at: startsAt + STREAM_LENGTH,
    });
  }
  if ((LIVE_AT_SEED as readonly string[]).includes(creator.id)) {
    const startsAt = now - 30 * 60_000;
    const endsAt = startsAt + 3 * HOUR;
    // The special replaces any regular stream it would overlap.
    const free = streams.filter((s) => s.ends_at <= startsAt || s.starts_at >= endsAt);
    return [
      ...free,
      {
        id: `${creator.id}-special-${now}`,
        creator_id: creator.id,
        title: `${creator.show} – Sonderausgabe`,
        starts_at: startsAt,
        ends_at: endsAt,
      },
    ];
  }
  return streams;
}

/** Creators upserted, their schedule written afresh from `now`, demo follows added. */
export async function seedDemoCreators(
  db: Kysely<Database>,
  customerIdsByNumber: Map<string, string>,
  now: number,
): Promise<void> {
  for (const creator of demoCreators) {
    const row = {
      name: creator.name,
      topic: creator.topic,
      image_svg: creatorPicture(creator.name, creator.hue),
    };
    await db
      .insertInto('creators')
      .values({ id: creator.id, ...row, updated_at: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
    await db.deleteFrom('creator_streams').where('creator_id', '=', creator.id).execute();
    await db.insertInto('creator_streams').values(schedule(creator, now)).execute();
  }
  for (const [customerNumber, creatorIds] of Object.entries(demoFollows)) {
    const customerId = customerIdsByNumber.get(customerNumber);
    if (!customerId) continue;
    for (const creatorId of creatorIds)
      await db
        .insertInto('creator_follows')
        .values({
          customer_id: customerId,
          creator_id: creatorId,
          source_app: 'SHOP_APP',
          followed_at: now,
        })
        .onConflict((conflict) => conflict.columns(['customer_id', 'creator_id']).doNothing())
        .execute();
  }
}
