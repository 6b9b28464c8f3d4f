// `test-db` (placeholder until implemented).
export async function test_dbCommand(_argv: string[]): Promise<void> {
  throw new Error('test-db is not implemented yet');
}
