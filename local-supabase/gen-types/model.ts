// What `gen types` knows about a schema: plain data produced by introspect.ts and rendered by render.ts.
export type TypeRef =
  | { kind: 'base'; name: string }
  | { kind: 'enum'; schema: string; name: string; values: string[] }
  /** `of` is set when the composite is a table's or view's row type (rendered as that relation's Row). */
  | { kind: 'composite'; schema: string; name: string; of?: 'Tables' | 'Views' }
  | { kind: 'array'; element: TypeRef };

export interface Column {
  name: string;
  type: TypeRef;
  nullable: boolean;
  hasDefault: boolean;
  /** Identity ALWAYS or a generated column: cannot be written. */
  readOnly: boolean;
  /** The column as SQL declares it (schema snapshot): position, formatted type, default, identity ('a'/'d'), generated. */
  sql?: { position: number; type: string; default: string | null; identity: string; generated: string };
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Relation {
  name: string;
  oid?: number;
  columns: Column[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  type: TypeRef;
  optional: boolean;
}

export type FunctionReturn =
  | { kind: 'type'; type: TypeRef; set: boolean }
  | { kind: 'columns'; columns: { name: string; type: TypeRef; nullable: boolean }[]; set: boolean };

export interface SqlFunction {
  name: string;
  args: FunctionArg[];
  returns: FunctionReturn;
}

export interface SchemaModel {
  name: string;
  tables: Relation[];
  views: Relation[];
  functions: SqlFunction[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; type: TypeRef }[] }[];
}
