import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { observeWebVitals, type WebVitalMeasurement } from './web-vitals';

jest.mock('web-vitals', () => ({
  onCLS: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
}));

/** Hands each observer of web-vitals the metric it would report in a browser. */
function report(observer: unknown, name: string, value: number) {
  const callback = (observer as jest.Mock).mock.calls[0][0] as (metric: object) => void;
  callback({ name, value, rating: 'good' });
}

it('reports LCP, INP and TTFB in whole milliseconds and CLS with its fractions', () => {
  const recorded: WebVitalMeasurement[] = [];
  observeWebVitals((measurement) => recorded.push(measurement));
  report(onLCP, 'LCP', 1234.56);
  report(onINP, 'INP', 88.4);
  report(onTTFB, 'TTFB', 101.5);
  report(onCLS, 'CLS', 0.123456);
  expect(recorded).toEqual([
    { kind: 'web-vital', metric: 'LCP', value: 1235, rating: 'good' },
    { kind: 'web-vital', metric: 'INP', value: 88, rating: 'good' },
    { kind: 'web-vital', metric: 'TTFB', value: 102, rating: 'good' },
    { kind: 'web-vital', metric: 'CLS', value: 0.1235, rating: 'good' },
  ]);
});
