// `status` (placeholder until implemented).
export async function statusCommand(_argv: string[]): Promise<void> {
  throw new Error('status is not implemented yet');
}
