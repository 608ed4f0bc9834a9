/** One sample of a Prometheus text exposition: `name{label="value",…} 12`. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** The samples of a /metrics body (comment lines left out). */
export function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (match === null) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name, value]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the sample named `name` whose labels include `labels`; undefined when there is none. */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samplesOf(text).find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
