// The `test` every spec imports instead of @playwright/test's (eslint enforces it): each browser
// context reports the page's `securitypolicyviolation` events, and a test fails when any fired.
// The Content-Security-Policy is derived, not hand-written (@account/security-headers); a script,
// style or call it forgot would break the deployed product silently, so every walk checks it.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export interface CspFixtures {
  /**
   * Violations seen so far in this test ("directive blocked-uri at source"). A test that provokes
   * one on purpose reads it and empties it (`cspViolations.splice(0)`).
   */
  cspViolations: string[];
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

export const test = base.extend<CspFixtures>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', (violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__reportCspViolation?.(
            `${event.effectiveDirective} ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
