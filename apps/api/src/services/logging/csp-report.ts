import { z } from 'zod';
import { scrubPersonalData } from './scrub';

/** `report-uri`: one violation per POST, `application/csp-report`. */
const ReportUriBody = z.object({
  'csp-report': z.object({
    'document-uri': z.string(),
    'blocked-uri': z.string().optional(),
    'violated-directive': z.string().optional(),
    'effective-directive': z.string().optional(),
    'source-file': z.string().optional(),
    disposition: z.string().optional(),
  }),
});

/** Reporting API (`report-to`): a batch of reports of any type, `application/reports+json`. */
const ReportingApiBody = z
  .array(z.object({ type: z.string(), body: z.record(z.string(), z.unknown()).optional() }))
  .max(100);

const ReportingApiViolation = z.object({
  documentURL: z.string(),
  blockedURL: z.string().optional(),
  effectiveDirective: z.string(),
  sourceFile: z.string().optional(),
  disposition: z.string().optional(),
});

export interface CspViolation {
  directive: string;
  blockedUri: string;
  documentUri: string;
  sourceFile: string | null;
  disposition: string;
}

const MAX_STORED_LENGTH = 300;

/**
 * Origin and path only: query strings and fragments carry tokens (password links, magic links)
 * and search terms. Keywords (`inline`, `eval`, `data`, `self`) stay as they are. What remains
 * goes through the usual scrubbing (e-mail addresses, long digit runs such as order numbers).
 */
export function withoutQuery(uri: string): string {
  return scrubPersonalData(originAndPath(uri)).slice(0, MAX_STORED_LENGTH);
}

function originAndPath(uri: string): string {
  try {
    const url = new URL(uri);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return `${url.origin}${url.pathname}`;
    // data:, blob: and the like: the scheme says enough, the rest is content.
    return url.protocol.replace(/:$/, '');
  } catch {
    return uri.split(/[?#]/)[0] ?? '';
  }
}

const directiveOf = (text: string | undefined): string => {
  // `violated-directive` of older browsers carries the directive's whole value after its name.
  const name = (text ?? '').trim().split(/\s+/)[0] ?? '';
  return /^[a-z-]{1,40}$/.test(name) ? name : 'unknown';
};

const dispositionOf = (value: string | undefined): string =>
  value === 'report' ? 'report' : 'enforce';

/** The violations of a report-uri body, or null when the body is not one. */
export function violationsOfReportUri(body: unknown): CspViolation[] | null {
  const parsed = ReportUriBody.safeParse(body);
  if (!parsed.success) return null;
  const report = parsed.data['csp-report'];
  return [
    {
      directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
      blockedUri: withoutQuery(report['blocked-uri'] ?? ''),
      documentUri: withoutQuery(report['document-uri']),
      sourceFile: report['source-file'] ? withoutQuery(report['source-file']) : null,
      disposition: dispositionOf(report.disposition),
    },
  ];
}

/** The CSP violations of a Reporting API batch (other report types are left out), or null. */
export function violationsOfReportingApi(body: unknown): CspViolation[] | null {
  const parsed = ReportingApiBody.safeParse(body);
  if (!parsed.success) return null;
  const violations: CspViolation[] = [];
  for (const report of parsed.data) {
    if (report.type !== 'csp-violation') continue;
    const violation = ReportingApiViolation.safeParse(report.body);
    if (!violation.success) return null;
    violations.push({
      directive: directiveOf(violation.data.effectiveDirective),
      blockedUri: withoutQuery(violation.data.blockedURL ?? ''),
      documentUri: withoutQuery(violation.data.documentURL),
      sourceFile: violation.data.sourceFile ? withoutQuery(violation.data.sourceFile) : null,
      disposition: dispositionOf(violation.data.disposition),
    });
  }
  return violations;
}
