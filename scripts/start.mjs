// `npm start`: local-supabase on the embedded database (.local-supabase/), then the web app (Vite) once the API is ready.
import { spawn } from 'node:child_process';

const children = [];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const stack = spawn('npx', ['tsx', 'local-supabase/main.ts', 'start', ...process.argv.slice(2)], { stdio: ['ignore', 'pipe', 'inherit'] });
children.push(stack);
let webStarted = false;
stack.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!webStarted && String(chunk).includes('local-supabase ready on')) {
    webStarted = true;
    const web = spawn('npx', ['vite', '--host', 'localhost', '--port', '5173', '--strictPort'], { stdio: 'inherit' });
    children.push(web);
    web.on('exit', (code) => {
      stack.kill('SIGTERM');
      process.exitCode = code ?? 0;
    });
  }
});
stack.on('exit', (code) => {
  for (const c of children) if (c !== stack) c.kill('SIGTERM');
  process.exitCode = code ?? 0;
});
