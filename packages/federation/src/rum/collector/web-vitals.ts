import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { RumWebVital } from '@account/contracts';

/** One web vital as web-vitals reports it: milliseconds, or CLS's unitless score. */
export interface WebVitalMeasurement {
  kind: 'web-vital';
  metric: RumWebVital;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/**
 * Reports LCP, INP, CLS and TTFB to `record`. It runs with the collector once the page is usable:
 * the library's observers read buffered entries, so starting late loses no LCP, CLS or TTFB.
 */
export function observeWebVitals(record: (measurement: WebVitalMeasurement) => void): void {
  const report = (metric: Metric) =>
    record({
      kind: 'web-vital',
      metric: metric.name as RumWebVital,
      // Whole milliseconds; CLS keeps its fractions (0.1 is the edge between good and not).
      value:
        metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value),
      rating: metric.rating,
    });
  onCLS(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
