#!/usr/bin/env node
// The accessibility statement's claims, written from the e2e suites' evidence (issue 26), so the
// statement cannot claim more than the tests show.
//
//   node scripts/accessibility-statement.mjs write EVIDENCE.json...  writes the statement data
//   node scripts/accessibility-statement.mjs check EVIDENCE.json...  fails when the committed
//     statement claims more for an area than this evidence shows
//
// EVIDENCE files come from the e2e run with ACCESSIBILITY_EVIDENCE set
// (e2e/support/accessibility-evidence-reporter.ts); several runs of one check (the full run and
// the creators remote's own) are read together. Findings of a manual check live in
// docs/accessibility-findings.json. The seed renders the German page per shop from the data
// (apps/api/src/seed/content/accessibility-statement.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STATEMENT_FILE = path.join(
  root,
  'apps/api/src/seed/content/accessibility-statement.json',
);
export const FINDINGS_FILE = path.join(root, 'docs/accessibility-findings.json');

/** From the strongest claim to none; an area is never claimed above what its evidence shows. */
export const STATUSES = ['vereinbar', 'teilweise-vereinbar', 'nicht-vereinbar', 'nicht-geprueft'];

/** The narrowest screen the statement speaks for (a phone, 390 px in the suites). */
const NARROW = 400;

/**
 * One area's status from the checks of its pages:
 * - a failed test that checked the area → nicht vereinbar;
 * - no axe check at all → nicht geprüft;
 * - axe passed but a page unchecked, no narrow-screen check, no keyboard check, or a manual
 *   finding → teilweise vereinbar, each gap named;
 * - otherwise vereinbar (as far as automated checks reach: the page says so).
 */
export function areaStatement(area, pages, tests, findings) {
  const touching = tests
    .map((test) => ({ ...test, checks: test.checks.filter((check) => check.area === area) }))
    .filter((test) => test.checks.length > 0);
  const checks = touching.flatMap((test) => test.checks);
  const axe = checks.filter((check) => check.check === 'axe');
  const checkedPages = [...new Set(axe.map((check) => check.page))].sort();
  const widths = [...new Set(axe.map((check) => check.width))].sort((a, b) => b - a);
  const keyboard = checks.some((check) => check.check === 'keyboard');
  const failedTests = touching.filter((test) => !test.passed).map((t) => `${t.file}: ${t.title}`);
  const uncheckedPages = pages.filter((page) => !checkedPages.includes(page));
  const areaFindings = findings.filter((finding) => finding.area === area);

  const gaps = [];
  if (uncheckedPages.length > 0) gaps.push('pages-unchecked');
  if (!widths.some((width) => width <= NARROW)) gaps.push('narrow-unchecked');
  if (!keyboard) gaps.push('keyboard-unchecked');
  if (areaFindings.length > 0) gaps.push('manual-findings');

  let status;
  if (failedTests.length > 0) status = 'nicht-vereinbar';
  else if (axe.length === 0) status = 'nicht-geprueft';
  else status = gaps.length > 0 ? 'teilweise-vereinbar' : 'vereinbar';

  return {
    area,
    status,
    checkedPages,
    uncheckedPages,
    widths,
    keyboard,
    tests: touching.length,
    failedTests,
    gaps,
    findings: areaFindings.map((finding) => finding.finding),
  };
}

/** The statement data from the evidence of one or more runs and the manual findings. */
export function statementFromEvidence(runs, findings = []) {
  if (runs.length === 0) throw new Error('no evidence: run the e2e suites first');
  const areaPages = runs[0].areaPages;
  const tests = runs.flatMap((run) => run.tests);
  const checkedOn = runs.map((run) => run.ranOn).sort()[0];
  return {
    checkedOn,
    standard: 'WCAG 2.2 AA',
    areas: Object.entries(areaPages).map(([area, pages]) =>
      areaStatement(area, pages, tests, findings),
    ),
  };
}

/** Every area the statement claims more for than the evidence shows, with both statuses. */
export function unbackedClaims(statement, runs, findings = []) {
  const shown = new Map(
    statementFromEvidence(runs, findings).areas.map((area) => [area.area, area.status]),
  );
  return statement.areas
    .filter(
      (area) =>
        STATUSES.indexOf(area.status) < STATUSES.indexOf(shown.get(area.area) ?? 'nicht-geprueft'),
    )
    .map((area) => ({
      area: area.area,
      claimed: area.status,
      shown: shown.get(area.area) ?? 'nicht-geprueft',
    }));
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function main([command, ...args]) {
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    if (at === -1) return fallback;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const statementFile = option('--statement', STATEMENT_FILE);
  const findingsFile = option('--findings', FINDINGS_FILE);
  const runs = args.map(readJson);
  const findings = readJson(findingsFile);
  if (command === 'write') {
    const statement = statementFromEvidence(runs, findings);
    writeFileSync(statementFile, `${JSON.stringify(statement, null, 2)}\n`);
    for (const area of statement.areas) console.log(`${area.area}: ${area.status}`);
    return 0;
  }
  if (command === 'check') {
    const claims = unbackedClaims(readJson(statementFile), runs, findings);
    for (const claim of claims) {
      console.error(
        `${claim.area}: the statement claims "${claim.claimed}", the evidence shows "${claim.shown}"`,
      );
    }
    if (claims.length === 0) console.log('The accessibility statement claims nothing unproven.');
    return claims.length === 0 ? 0 : 1;
  }
  console.error('usage: accessibility-statement.mjs write|check EVIDENCE.json...');
  return 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
