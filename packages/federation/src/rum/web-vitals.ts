import type { RumWebVital } from '@account/contracts';

/** One web vital as web-vitals reports it: milliseconds, or CLS's unitless score. */
export interface WebVitalMeasurement {
  kind: 'web-vital';
  metric: RumWebVital;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/**
 * Loads web-vitals in a chunk of its own and reports LCP, INP, CLS and TTFB to `record`. Called
 * when the browser is idle after the start: the library's observers read buffered entries, so
 * loading late loses no LCP, CLS or TTFB, and the page's first paint carries none of its bytes.
 */
export function observeWebVitals(record: (measurement: WebVitalMeasurement) => void): void {
  import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
    .then(({ onCLS, onINP, onLCP, onTTFB }) => {
      const report = (metric: {
        name: string;
        value: number;
        rating: WebVitalMeasurement['rating'];
      }) =>
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
    })
    // A chunk that does not arrive costs this page view its vitals, nothing else.
    .catch(() => undefined);
}
