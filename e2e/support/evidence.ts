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
  path: string;
  width: number;
}

const patternMatcher = (pattern: string) =>
  new RegExp(`^/${pattern.replace(/\/\*$/, '(/.*)?').replace(/:[^/]+/g, '[^/]+')}/?$`);

const areaMatchers = statementAreas.flatMap((area) =>
  Object.values(paths[area]).map((path) => ({ area, matches: patternMatcher(path.pattern) })),
);

export function areaOf(pathname: string): StatementArea | null {
  return areaMatchers.find(({ matches }) => matches.test(pathname))?.area ?? null;
}

/** Notes the check on the page as it is now; call it before the check, so a failure counts. */
export function recordEvidence(page: Page, check: Evidence['check']): void {
  const { pathname } = new URL(page.url());
  const evidence: Evidence = {
    check,
    area: areaOf(pathname),
    path: pathname,
    width: page.viewportSize()?.width ?? 0,
  };
  test
    .info()
    .annotations.push({ type: EVIDENCE_ANNOTATION, description: JSON.stringify(evidence) });
}
