import pg from 'pg';

/** Runs one statement over a connection of its own (CREATE or DROP DATABASE cannot run in a pooled transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
