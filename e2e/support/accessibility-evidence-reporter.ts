// A Playwright reporter that writes the accessibility evidence of a run (ACCESSIBILITY_EVIDENCE
// names the file): every test that ran an axe or keyboard check, with what it checked, whether
// it passed, and the date. scripts/accessibility-statement.mjs writes the statement from it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { areaPages, EVIDENCE_ANNOTATION, type Evidence } from './evidence';

interface TestEvidence {
  file: string;
  title: string;
  passed: boolean;
  checks: Evidence[];
}

export default class AccessibilityEvidenceReporter implements Reporter {
  private readonly tests: TestEvidence[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const checks = result.annotations
      .filter((annotation) => annotation.type === EVIDENCE_ANNOTATION && annotation.description)
      .map((annotation) => JSON.parse(annotation.description!) as Evidence);
    if (checks.length === 0) return;
    this.tests.push({
      file: path.basename(test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      passed: result.status === 'passed',
      checks,
    });
  }

  onEnd(): void {
    const file = process.env.ACCESSIBILITY_EVIDENCE;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const ranOn = new Date().toISOString().slice(0, 10);
    writeFileSync(file, `${JSON.stringify({ ranOn, areaPages, tests: this.tests }, null, 2)}\n`);
  }
}
