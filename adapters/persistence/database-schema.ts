import type { ColumnType } from 'kysely';

/** The tables as Kysely sees them; one interface per table, named after it. */
export interface GoalsTable {
  id: number;
  name: string;
  created_at: ColumnType<Date, never, never>;
}

export interface DatabaseSchema {
  goals: GoalsTable;
}
