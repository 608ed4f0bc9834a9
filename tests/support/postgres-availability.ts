/** Whether integration tests can have a PostgreSQL server: TEST_DATABASE_URL, or a Docker engine for testcontainers. */
export async function postgresAvailable(): Promise<{ available: true } | { available: false; reason: string }> {
  if (process.env.TEST_DATABASE_URL) return { available: true };
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return { available: true };
  } catch {
    return { available: false, reason: 'TEST_DATABASE_URL is not set and no Docker engine answers for testcontainers' };
  }
}
