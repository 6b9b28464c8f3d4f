// Values `status` prints, under the same names as `supabase status -o env`, and their two renderings.
import type { StackConfig } from '../config.js';
import type { RuntimeInfo } from './runtime-file.js';

/** S3 protocol credentials of the CLI's local stack (reference §1.1). */
const S3 = {
  accessKeyId: '625729a08b95bf1b7ff351a663f3a23c',
  secretAccessKey: '850181e4652dd023b7a98c58ae0d2d34bd487ee0cc3254aed6eda37307425907',
  region: 'local',
};

/** Variables in `supabase status -o env` order; a running server's actual ports win over the configured ones. */
export function statusVariables(config: StackConfig, running: RuntimeInfo | null): [string, string][] {
  const api = running?.apiUrl ?? `http://${config.host}:${config.apiPort}`;
  const db = running?.dbUrl || config.databaseUrl || `postgresql://postgres:postgres@${config.host}:${config.dbPort}/postgres`;
  const mail = running?.mailUrl ?? `http://${config.host}:${config.mailPort}`;
  const k = config.keys;
  return [
    ['API_URL', api],
    ['REST_URL', `${api}/rest/v1`],
    ['GRAPHQL_URL', `${api}/graphql/v1`],
    ['STORAGE_S3_URL', `${api}/storage/v1/s3`],
    ['MCP_URL', `${api}/mcp`],
    ['FUNCTIONS_URL', `${api}/functions/v1`],
    ['DB_URL', db],
    ['STUDIO_URL', `http://${config.host}:54323`],
    ['MAILPIT_URL', mail],
    ['PUBLISHABLE_KEY', k.publishableKey],
    ['SECRET_KEY', k.secretKey],
    ['JWT_SECRET', k.jwtSecret],
    ['ANON_KEY', k.anonKey],
    ['SERVICE_ROLE_KEY', k.serviceRoleKey],
    ['S3_PROTOCOL_ACCESS_KEY_ID', S3.accessKeyId],
    ['S3_PROTOCOL_ACCESS_KEY_SECRET', S3.secretAccessKey],
    ['S3_PROTOCOL_REGION', S3.region],
  ];
}

export function formatEnv(vars: [string, string][]): string {
  return vars.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join('\n') + '\n';
}

export function formatTable(vars: [string, string][], running: RuntimeInfo | null): string {
  const head = running ? `local-supabase is running (pid ${running.pid}, since ${running.startedAt}).` : 'local-supabase is not running; configured values:';
  const width = Math.max(...vars.map(([k]) => k.length));
  return [head, '', ...vars.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`)].join('\n') + '\n';
}
