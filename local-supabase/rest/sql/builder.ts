// SQL building blocks: quoted identifiers, bound parameters, fresh aliases.

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

/** Collects bound parameter values; `add` returns the `$n` placeholder. */
export class Builder {
  readonly params: unknown[] = [];
  private aliases = 0;

  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  alias(prefix = 't'): string {
    return ident(`pgrst_${prefix}${this.aliases++}`);
  }
}
