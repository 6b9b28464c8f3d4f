// Fails when src/types/database.ts differs from what `npm run stack -- gen types` produces now (stale generated types).
import { checkGenerated } from './check-generated.mjs';

checkGenerated('src/types/database.ts', ['gen', 'types'], 'npm run types');
