// Media service entry: `node --import tsx media/main.ts` (env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, MEDIA_*).
import { tmpdir } from 'node:os';
import { loadMediaConfig } from './config.js';
import { createMediaServer } from './server.js';
import { removeStaleWorkDirs } from './work-dirs.js';

const config = loadMediaConfig();
if (!process.env.MEDIA_WORK_DIR) {
  for (const dir of await removeStaleWorkDirs(tmpdir())) config.log(`removed ${dir} (left by a process that died)`);
}
const server = createMediaServer(config);
const { port, rtmpPort } = await server.listen().catch((error: Error) => {
  console.error(`media: cannot listen (${error.message}); set MEDIA_PORT / MEDIA_RTMP_PORT to free ports`);
  process.exit(1);
});
console.log(`media ready on http://${config.host}:${port}, rtmp://${config.host}:${rtmpPort}/live`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  config.log(`${signal}: ending ${server.activeTakes()} take(s)`);
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
