import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'accessibility-statement.mjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'a11y-statement-'));

interface Check {
  check: 'axe' | 'keyboard';
  area: string | null;
  page: string;
  width: number;
}
interface Test {
  file: string;
  title: string;
  passed: boolean;
  checks: Check[];
}

const areaPages = {
  login: ['/login', '/magic-link'],
  orders: ['/orders', '/orders/:id'],
  wishlist: ['/wishlist'],
};
const axe = (area: string, page: string, width = 1280): Check => ({
  check: 'axe',
  area,
  page,
  width,
});
const keyboard = (area: string, page: string): Check => ({
  check: 'keyboard',
  area,
  page,
  width: 1280,
});
/** Every page of login and orders checked at both widths and by keyboard, all passing. */
const complete: Test[] = [
  {
    file: 'login.spec.ts',
    title: 'login pages pass axe',
    passed: true,
    checks: [axe('login', '/login'), axe('login', '/magic-link', 390), keyboard('login', '/login')],
  },
  {
    file: 'orders.spec.ts',
    title: 'orders pass axe',
    passed: true,
    checks: [
      axe('orders', '/orders'),
      axe('orders', '/orders/:id', 390),
      keyboard('orders', '/orders'),
    ],
  },
];

let runs = 0;
function evidenceFile(tests: Test[], ranOn = '2026-11-20'): string {
  const file = path.join(dir, `evidence-${(runs += 1)}.json`);
  writeFileSync(file, JSON.stringify({ ranOn, areaPages, tests }));
  return file;
}
const findingsFile = (findings: unknown[] = []) => {
  const file = path.join(dir, `findings-${(runs += 1)}.json`);
  writeFileSync(file, JSON.stringify(findings));
  return file;
};

function run(command: 'write' | 'check', statement: string, evidence: string[], findings = '') {
  return spawnSync(
    process.execPath,
    [
      script,
      command,
      '--statement',
      statement,
      '--findings',
      findings || findingsFile(),
      ...evidence,
    ],
    { encoding: 'utf8' },
  );
}

function written(evidence: string[], findings = '') {
  const statement = path.join(dir, `statement-${(runs += 1)}.json`);
  const result = run('write', statement, evidence, findings);
  expect(result.status).toBe(0);
  const data = JSON.parse(readFileSync(statement, 'utf8'));
  return {
    file: statement,
    checkedOn: data.checkedOn as string,
    status: (area: string) =>
      data.areas.find((entry: { area: string }) => entry.area === area) as {
        status: string;
        gaps: string[];
        uncheckedPages: string[];
        findings: string[];
      },
  };
}

describe('the accessibility statement written from the e2e evidence', () => {
  it('calls an area conformant only when every page passed axe at both widths and the keyboard was checked', () => {
    const statement = written([evidenceFile(complete)]);
    expect(statement.status('login').status).toBe('vereinbar');
    expect(statement.status('orders').status).toBe('vereinbar');
    expect(statement.checkedOn).toBe('2026-11-20');
  });

  it('never calls an area with a failing test conformant', () => {
    const failing = complete.map((test) =>
      test.file === 'orders.spec.ts' ? { ...test, passed: false } : test,
    );
    const statement = written([evidenceFile(failing)]);
    expect(statement.status('orders').status).toBe('nicht-vereinbar');
    expect(statement.status('login').status).toBe('vereinbar');
  });

  it('calls an area without any axe test "nicht geprüft", never conformant', () => {
    const statement = written([evidenceFile(complete)]);
    expect(statement.status('wishlist').status).toBe('nicht-geprueft');
    const keyboardOnly = written([
      evidenceFile([
        {
          file: 'w.spec.ts',
          title: 'tabs',
          passed: true,
          checks: [keyboard('wishlist', '/wishlist')],
        },
      ]),
    ]);
    expect(keyboardOnly.status('wishlist').status).toBe('nicht-geprueft');
  });

  it('names each gap: an unchecked page, no phone width, no keyboard check, a manual finding', () => {
    const partial: Test[] = [
      { file: 'login.spec.ts', title: 'login', passed: true, checks: [axe('login', '/login')] },
      ...complete.slice(1),
    ];
    const findings = findingsFile([
      { area: 'orders', finding: 'Die Sendungsverfolgung öffnet ein Fenster ohne Ankündigung.' },
    ]);
    const statement = written([evidenceFile(partial)], findings);
    expect(statement.status('login')).toMatchObject({
      status: 'teilweise-vereinbar',
      gaps: ['pages-unchecked', 'narrow-unchecked', 'keyboard-unchecked'],
      uncheckedPages: ['/magic-link'],
    });
    expect(statement.status('orders')).toMatchObject({
      status: 'teilweise-vereinbar',
      gaps: ['manual-findings'],
      findings: ['Die Sendungsverfolgung öffnet ein Fenster ohne Ankündigung.'],
    });
  });

  it('reads several runs together and dates the statement by the oldest', () => {
    const [login, orders] = complete;
    const statement = written([
      evidenceFile([login!], '2026-11-21'),
      evidenceFile([orders!], '2026-11-19'),
    ]);
    expect(statement.status('orders').status).toBe('vereinbar');
    expect(statement.checkedOn).toBe('2026-11-19');
  });
});

describe('the check of the committed statement', () => {
  it('passes when the evidence backs every claim', () => {
    const statement = written([evidenceFile(complete)]);
    expect(run('check', statement.file, [evidenceFile(complete)]).status).toBe(0);
  });

  it('fails, naming the area, when a claimed area fails or lacks evidence in the new run', () => {
    const statement = written([evidenceFile(complete)]);
    const failing = complete.map((test) =>
      test.file === 'orders.spec.ts' ? { ...test, passed: false } : test,
    );
    const failed = run('check', statement.file, [evidenceFile(failing)]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      'orders: the statement claims "vereinbar", the evidence shows "nicht-vereinbar"',
    );
    const missing = run('check', statement.file, [evidenceFile(complete.slice(0, 1))]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('the evidence shows "nicht-geprueft"');
  });

  it('fails without any evidence rather than pass', () => {
    const statement = written([evidenceFile(complete)]);
    expect(run('check', statement.file, []).status).not.toBe(0);
  });
});
