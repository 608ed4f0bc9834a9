import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../support/capture-logs';
import { useTestApplication } from '../../support/test-application';

interface LogLine {
  readonly msg: string;
  readonly reqId?: string;
  readonly operationName?: string;
  readonly req?: { readonly url?: string };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const logs = captureLogs();
  const testApp = useTestApplication({}, { logger: logs.logger });
  const lines = (): LogLine[] =>
    logs
      .text()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine);
  const linesOf = (reqId: string): LogLine[] => lines().filter((line) => line.reqId === reqId);

  it("keeps the caller's X-Request-Id, echoes it, and writes it on the request's log line", async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/livez?probe=1',
      headers: { 'x-request-id': 'lb-01HZY3-7f2a:9' },
    });
    expect(response.headers['x-request-id']).toBe('lb-01HZY3-7f2a:9');
    // Health checks are logged only when they fail: a 404 is logged at info.
    const missing = await testApp().app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'x-request-id': 'lb-01HZY3-7f2a:10' },
    });
    expect(missing.headers['x-request-id']).toBe('lb-01HZY3-7f2a:10');
    expect(linesOf('lb-01HZY3-7f2a:10')).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/no-such-route' }),
      }),
    );
  });

  it.each([
    ['missing', undefined],
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'id with spaces'],
    ['with quotes', 'id"},"admin":true'],
  ])('makes a new id when the given one is %s', async (_case, given) => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: given === undefined ? {} : { 'x-request-id': given },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(uuid);
    expect(linesOf(String(id))).toHaveLength(1);
    if (given !== undefined) expect(logs.text()).not.toContain(given.slice(0, 20));
  });

  it('gives each request its own id', async () => {
    const { app } = testApp();
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/livez' }),
      app.inject({ method: 'GET', url: '/livez' }),
    ]);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('writes the GraphQL operation name beside the id on the lines of that request', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-request-id': 'graphql-call-1' },
      payload: { query: 'query GoalCatalogue { goals { id name } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('graphql-call-1');
    const requestLines = linesOf('graphql-call-1');
    expect(requestLines).toContainEqual(
      expect.objectContaining({ msg: 'request completed', operationName: 'GoalCatalogue' }),
    );
    // Yoga's debug lines about reading the request come before the document is known; every line after has it.
    const named = requestLines.findIndex((line) => line.operationName !== undefined);
    expect(named).toBeGreaterThanOrEqual(0);
    for (const line of requestLines.slice(named)) expect(line.operationName).toBe('GoalCatalogue');
  });

  it('writes no operation name for a document that does not validate against the schema', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-request-id': 'graphql-call-2' },
      payload: { query: 'query Made_Up_Name_1234 { noSuchField }' },
    });
    expect(response.statusCode).toBe(400);
    expect(linesOf('graphql-call-2')).toContainEqual(expect.objectContaining({ msg: 'request completed' }));
    expect(logs.text()).not.toContain('Made_Up_Name_1234');
  });

  it('keeps the id on the lines of a request whose body could not be parsed', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-request-id': 'broken-body-1', 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe('broken-body-1');
    expect(linesOf('broken-body-1')).toContainEqual(expect.objectContaining({ msg: 'request completed' }));
  });
});
