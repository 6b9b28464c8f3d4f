// Fails when supabase/schema.md differs from what `npm run stack -- gen schema` produces now (stale schema snapshot).
import { checkGenerated } from './check-generated.mjs';

checkGenerated('supabase/schema.md', ['gen', 'schema'], 'npm run schema');
