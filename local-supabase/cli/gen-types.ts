// `gen-types` (placeholder until implemented).
export async function gen_typesCommand(_argv: string[]): Promise<void> {
  throw new Error('gen-types is not implemented yet');
}
