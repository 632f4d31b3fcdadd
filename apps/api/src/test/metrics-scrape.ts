/** One sample of Prometheus's text format: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  /** Every metric family's name with the series names it exposes (`_bucket`, `_sum`, `_count` of a histogram). */
  seriesNames: Set<string>;
  /** The sum of the samples of `name` whose labels include `labels`. */
  sum(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const TYPE = /^# TYPE (\S+) (\S+)$/;

/** Reads what GET /metrics answered; a test fails on what a Prometheus would fail on. */
export function parseScrape(text: string): Scrape {
  const samples: Sample[] = [];
  const seriesNames = new Set<string>();
  for (const line of text.split('\n')) {
    const type = TYPE.exec(line);
    if (type) {
      const [, name = '', kind] = type;
      const suffixes = kind === 'histogram' ? ['_bucket', '_sum', '_count'] : [''];
      if (kind === 'summary') suffixes.push('_sum', '_count');
      for (const suffix of suffixes) seriesNames.add(`${name}${suffix}`);
      continue;
    }
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries(
      [...labelText.matchAll(LABEL)].map(([, key = '', text = '']) => [key, text]),
    );
    samples.push({ name, labels, value: Number(value) });
  }
  return {
    samples,
    seriesNames,
    sum: (name, labels = {}) =>
      samples
        .filter(
          (sample) =>
            sample.name === name &&
            Object.entries(labels).every(([key, text]) => sample.labels[key] === text),
        )
        .reduce((total, sample) => total + sample.value, 0),
  };
}

export async function scrapeMetrics(port: number): Promise<Scrape> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  return parseScrape(await response.text());
}
