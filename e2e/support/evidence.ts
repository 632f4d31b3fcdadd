// What a test checked for accessibility, attached to the test as an annotation so that the
// evidence reporter (accessibility-evidence-reporter.ts) can write it down with the outcome.
// The accessibility statement (scripts/accessibility-statement.mjs) claims only what this shows.
import { paths } from '@account/contracts';
import { test, type Page } from '@playwright/test';

/** The areas the accessibility statement speaks for, in its order. */
export const statementAreas = [
  'login',
  'orders',
  'addresses',
  'payments',
  'wishlist',
  'profile',
  'service',
  'creators',
] as const;
export type StatementArea = (typeof statementAreas)[number];

export const EVIDENCE_ANNOTATION = 'accessibility-evidence';

export interface Evidence {
  check: 'axe' | 'keyboard';
  /** The area whose page was checked; null for pages of no area (home, content, opt-in links). */
  area: StatementArea | null;
  /** The page as `paths` writes it (`/orders/:id`); the address itself for pages of no area. */
  page: string;
  width: number;
}

/** Every page of each area, as the statement counts them: a page without a check is unchecked. */
export const areaPages = Object.fromEntries(
  statementAreas.map((area) => [
    area,
    Object.values(paths[area]).map((path) => `/${path.pattern}`),
  ]),
) as Record<StatementArea, string[]>;

const patternMatcher = (page: string) =>
  new RegExp(`^${page.replace(/\/\*$/, '(/.*)?').replace(/:[^/]+/g, '[^/]+')}/?$`);

const pageMatchers = statementAreas.flatMap((area) =>
  areaPages[area].map((page) => ({ area, page, matches: patternMatcher(page) })),
);

export function pageOf(pathname: string): Pick<Evidence, 'area' | 'page'> {
  const match = pageMatchers.find(({ matches }) => matches.test(pathname));
  return match ? { area: match.area, page: match.page } : { area: null, page: pathname };
}

/** Notes the check on the page as it is now; call it before the check, so a failure counts. */
export function recordEvidence(page: Page, check: Evidence['check']): void {
  const { pathname } = new URL(page.url());
  const evidence: Evidence = {
    check,
    ...pageOf(pathname),
    width: page.viewportSize()?.width ?? 0,
  };
  test
    .info()
    .annotations.push({ type: EVIDENCE_ANNOTATION, description: JSON.stringify(evidence) });
}
