// The app's query and mutation factories against local-supabase with the product migrations and seed: every
// feature's tests in one file, so the suite starts one stack (migrations and seed take most of a start).
import './support';
import './applications';
import './assistant';
import './auth';
import './chat';
import './comments';
import './communities';
import './courses';
import './home';
import './jobs';
import './live';
import './moderation';
import './notifications';
import './passkeys';
import './posts';
import './profiles';
import './reels';
import './settings';
import './talents';
