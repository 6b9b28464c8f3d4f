// startStack(): open the database, bootstrap, migrate, seed, then serve the API, the mail catcher (HTTP, SMTP) and the DB port.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig, type ConfigOverrides, type StackConfig } from './config.js';
import { unknownKeysWarning } from './config-keys.js';
import type { Database } from './db/adapter.js';
import { openDatabase } from './db/open.js';
import { bootstrap } from './db/bootstrap/index.js';
import { applyMigrations, applySeed } from './db/migrate.js';
import { makeJwtKeys } from './keys/jwt.js';
import { MailStore } from './mail/store.js';
import { createApp } from './app.js';
import type { Service, StackDeps } from './http/types.js';
import { createAuthService } from './auth/service.js';
import { createRestService } from './rest/service.js';
import { createRealtimeService } from './realtime/service.js';
import { createStorageService } from './storage/service.js';

export interface StackHandle {
  config: StackConfig;
  apiUrl: string;
  /** postgresql:// URL of the served wire protocol (embedded) or DATABASE_URL (real Postgres). */
  dbUrl: string;
  mailUrl?: string;
  /** The mail catcher's SMTP port, when served. */
  smtpPort?: number;
  db: Database;
  deps: StackDeps;
  stop(): Promise<void>;
}

export interface StartOptions extends ConfigOverrides {
  /** Skip migrations/seed (tests that own their fixture schema apply it themselves via `fixtureSql`). */
  migrate?: boolean;
  /** SQL run after bootstrap (and migrations), before serving: the tests' fixture schema. */
  fixtureSql?: string;
  /** Serve the Postgres wire protocol (embedded mode). Default true. */
  serveDb?: boolean;
  /** Serve the mail catcher (HTTP UI and SMTP). Default true. */
  serveMail?: boolean;
  /** Run pg_cron jobs. Default true. */
  runCron?: boolean;
  log?: (line: string) => void;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startStack(opts: StartOptions = {}): Promise<StackHandle> {
  const config = await loadConfig(opts);
  const log = opts.log ?? (() => undefined);
  const warning = unknownKeysWarning(config.unknownKeys);
  if (warning) log(warning);
  const db = await openDatabase({ data: config.data, databaseUrl: config.databaseUrl, log });
  const closers: (() => Promise<void>)[] = [];
  try {
    await bootstrap(db);
    if (opts.migrate !== false) {
      const result = await applyMigrations(db, config.supabaseDir);
      for (const f of result.applied) log(`Applying migration ${f}...`);
      if (result.fresh && config.seed.enabled) {
        for (const f of await applySeed(db, config.seed.sqlPaths, log)) log(`Seeding data from ${f}...`);
      }
    }
    if (opts.fixtureSql) await db.exec(opts.fixtureSql);

    let apiUrl = '';
    const reloaders: (() => void | Promise<unknown>)[] = [];
    const sessionListeners: (() => void)[] = [];
    const deps: StackDeps = {
      config,
      db,
      jwtKeys: makeJwtKeys(config.keys),
      mail: new MailStore(),
      apiUrl: () => apiUrl,
      onSchemaReload: (cb) => reloaders.push(cb),
      reloadSchema: async () => {
        await Promise.all(reloaders.map((cb) => cb()));
      },
      sessionsEnded: () => sessionListeners.forEach((cb) => cb()),
      onSessionsEnded: (cb) => sessionListeners.push(cb),
    };
    const services: Service[] = [createAuthService(deps), createRestService(deps), createRealtimeService(deps), createStorageService(deps)];
    // Why: a change committed right after "ready" must reach subscribers, so capture is listening before we announce.
    await Promise.all(services.map((s) => s.ready));
    const server = createApp(deps, services);
    const port = await listen(server, config.apiPort, config.host);
    apiUrl = `http://${config.host}:${port}`;
    closers.push(async () => {
      for (const s of services) await s.close?.();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    });

    // Optional parts are loaded lazily so a test that does not need them pays nothing.
    let dbUrl = config.databaseUrl ?? '';
    if (!config.databaseUrl && opts.serveDb !== false) {
      const { serveDatabase } = await import('./db/socket.js');
      const served = await serveDatabase(db, config.host, config.dbPort);
      dbUrl = `postgresql://postgres:postgres@${config.host}:${served.port}/postgres`;
      closers.push(served.stop);
    }
    let mailUrl: string | undefined;
    let smtpPort: number | undefined;
    if (opts.serveMail !== false) {
      const { serveMail } = await import('./mail/server.js');
      const served = await serveMail(deps.mail, config.host, config.mailPort);
      mailUrl = `http://${config.host}:${served.port}`;
      closers.push(served.stop);
      const { serveSmtp } = await import('./mail/smtp.js');
      const smtp = await serveSmtp(deps.mail, config.host, config.smtpPort);
      smtpPort = smtp.port;
      closers.push(smtp.stop);
    }
    if (opts.runCron !== false) {
      const { startCron } = await import('./cron/runner.js');
      closers.push(await startCron(db, { log }));
    }

    let stopped = false;
    return {
      config,
      apiUrl,
      dbUrl,
      mailUrl,
      smtpPort,
      db,
      deps,
      async stop() {
        if (stopped) return;
        stopped = true;
        for (const c of closers.reverse()) await c().catch(() => undefined);
        await db.close();
      },
    };
  } catch (e) {
    for (const c of closers.reverse()) await c().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw e;
  }
}
