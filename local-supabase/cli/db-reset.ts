// `db-reset` (placeholder until implemented).
export async function db_resetCommand(_argv: string[]): Promise<void> {
  throw new Error('db-reset is not implemented yet');
}
