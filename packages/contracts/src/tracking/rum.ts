import { z } from 'zod';
import { Locale } from '../shared/locale';
import { RUM_BATCH_MAX, RUM_VERSION_PATTERN, RUM_WEB_VITALS } from './limits';

/**
 * Real-user monitoring of the hosts (docs/decisions/061): web vitals, uncaught errors and failed
 * remote loads, each with the remote that owns the page. Every field is bounded and none is free
 * text: the API turns reports into metric series, so a report cannot carry a URL with ids, an
 * error message or a customer. Unknown fields are refused.
 */

/** A remote's or host's name; the API counts names outside the known remotes as `unknown`. */
const ReporterName = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

/** The remote's build version from its mf-manifest.json (`MF_BUILD_VERSION`), semver-ish. */
export const RumVersion = z.string().regex(RUM_VERSION_PATTERN);

/**
 * The page's route pattern below the account root (`/orders/*`, `/creators/:creatorId`), never
 * the address: no digits, query or fragment, so no order number or token can pass.
 */
export const RumTemplate = z.string().regex(/^\/[A-Za-z/:*_-]{0,99}$/);

const Attribution = {
  remote: ReporterName,
  version: RumVersion,
  template: RumTemplate,
};

export const RumWebVitalReport = z.strictObject({
  kind: z.literal('web-vital'),
  metric: z.enum(RUM_WEB_VITALS),
  /** Milliseconds for LCP, INP and TTFB (ten minutes at most), unitless for CLS. */
  value: z.number().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  ...Attribution,
});

/** An uncaught error or rejection: only the error's class name, never its message. */
export const RumErrorReport = z.strictObject({
  kind: z.literal('error'),
  name: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_$]{0,39}$/)
    .optional(),
  ...Attribution,
});

/** A remote whose manifest, entry or chunk stayed unreachable: the area showed its notice. */
export const RumRemoteLoadFailureReport = z.strictObject({
  kind: z.literal('remote_load_failure'),
  ...Attribution,
});

export const RumReport = z.discriminatedUnion('kind', [
  RumWebVitalReport,
  RumErrorReport,
  RumRemoteLoadFailureReport,
]);
export type RumReport = z.infer<typeof RumReport>;

/** POST vitals: what one page view collected until it was hidden. */
export const RumBatch = z.strictObject({
  shop: Locale,
  reports: z.array(RumReport).min(1).max(RUM_BATCH_MAX),
});
export type RumBatch = z.infer<typeof RumBatch>;

/**
 * Runtime configuration: the share of page views that report (0 to 1), decided per page view.
 * Absent, nothing is measured.
 */
export const RumSettings = z.object({ sampleRate: z.number().min(0).max(1) });
export type RumSettings = z.infer<typeof RumSettings>;
