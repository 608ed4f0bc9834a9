/** The statements an application sent its database, as told by the database's statement hook (`onStatement`). */
export class StatementLog {
  private statements: string[] = [];

  readonly record = (sql: string): void => {
    this.statements.push(sql);
  };

  /** The statements `work` caused, in the order they answered. */
  async during(work: () => Promise<unknown>): Promise<readonly string[]> {
    this.statements = [];
    await work();
    return this.statements;
  }
}
