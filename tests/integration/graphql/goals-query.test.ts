import { describe, expect, it } from 'vitest';
import { useTestApplication } from '../../support/test-application';

describe('GraphQL: goals', () => {
  const testApp = useTestApplication();

  it('lists every goal by name over POST', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { operationName: 'Goals', query: 'query Goals { goals { id name } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        goals: [
          { id: '5', name: 'bounce rate' },
          { id: '6', name: 'button clicks' },
          { id: '1', name: 'clicks' },
          { id: '2', name: 'form submissions' },
          { id: '3', name: 'scroll depth' },
          { id: '4', name: 'time on page' },
        ],
      },
    });
  });

  it('answers queries over GET too', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ goals { name } }')}`,
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.goals).toHaveLength(6);
  });

  it('names the field it does not know', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ goalz { id } }' },
    });
    const body = response.json();
    expect(body.errors[0].message).toContain('Cannot query field "goalz" on type "Query"');
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a body that is not GraphQL with a message saying so', async () => {
    const response = await testApp().app.inject({ method: 'POST', url: '/graphql', payload: { nope: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('Unexpected parameter "nope" in the request body.');
  });
});
