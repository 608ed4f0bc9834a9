import type { ChildProcess } from 'node:child_process';

/** The metrics address a worker started with METRICS_PORT logged (METRICS_PORT=0 takes any free port). */
export function metricsUrlIn(output: string): string {
  const match = /metrics served at (http:\/\/\S+?)\/metrics/.exec(output);
  if (match?.[1] === undefined) throw new Error(`no "metrics served at" line in the output:\n${output}`);
  return match[1];
}

/** GET `path` from a worker's metrics port, bounded in time. */
export async function getFrom(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; contentType: string | null }> {
  const response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(5_000) });
  return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') };
}

/** Scrapes until `holds` is true of the metrics text, or fails after `timeoutMs` with the last text seen. */
export async function scrapeUntil(
  base: string,
  holds: (text: string) => boolean,
  timeoutMs = 30_000,
  headers: Record<string, string> = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    const scraped = await getFrom(base, '/metrics', headers);
    text = scraped.body;
    if (scraped.status === 200 && holds(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the metrics did not reach what was expected in ${timeoutMs} ms; last scrape:\n${text}`);
}

/** SIGTERM, then the exit code once the process has ended (SIGKILL after 15 s, answering null). */
export function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
