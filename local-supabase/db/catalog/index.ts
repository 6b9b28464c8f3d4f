// The one reader of the schema catalog (pg_catalog): REST's schema cache, realtime's table metadata and `gen types` shape what it reads.
export { readRelations, relationExists, type CatalogColumn, type CatalogKey, type CatalogRelation } from './relations.js';
export { readForeignKeys, readViewBases, type CatalogForeignKey, type ViewBase } from './foreign-keys.js';
export { functionExists, readFunctions, type CatalogFunction, type CatalogFunctionArg } from './functions.js';
export { readTypes, type CatalogType } from './pg-types.js';
export { readAssumableRoles, readKnownRoles, readReadableColumns, readRoleSettings, readTimezones, type RoleSettings } from './roles.js';
export { RoleSettingsCache } from './role-settings-cache.js';
