// Entry of the embedded database's thread: lets it load TypeScript (tsx), then runs worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
