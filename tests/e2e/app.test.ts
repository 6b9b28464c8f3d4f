// Browser journeys: one stack, one build, one Chromium for the whole run; the journeys live in journeys/.
import { afterAll, beforeAll } from 'vitest';
import { startE2E, type E2EEnv } from './support/env.js';
import { shellJourneys } from './journeys/shell.js';
import { bootJourneys } from './journeys/boot.js';
import { themeJourneys } from './journeys/theme.js';
import { mobileJourneys } from './journeys/mobile.js';
import { toastJourneys } from './journeys/toasts.js';
import { a11yJourneys } from './journeys/a11y.js';
import { a11yRouteJourneys } from './journeys/a11y-routes.js';
import { searchJourneys } from './journeys/search.js';
import { authJourneys } from './journeys/auth.js';
import { recoveryJourneys } from './journeys/recovery.js';
import { communitiesJourneys } from './journeys/communities.js';
import { postsJourneys } from './journeys/posts.js';
import { commentsJourneys } from './journeys/comments.js';
import { createPostJourneys } from './journeys/create-post.js';
import { homeJourneys } from './journeys/home.js';
import { profileJourneys } from './journeys/profile.js';
import { notificationJourneys } from './journeys/notifications.js';
import { settingsJourneys } from './journeys/settings.js';
import { defectJourneys } from './journeys/defects.js';
import { chatJourneys } from './journeys/chat.js';
import { liveHostsJourneys } from './journeys/live-hosts.js';
import { liveBroadcastJourneys } from './journeys/live-broadcast.js';
import { liveEventJourneys } from './journeys/live-event.js';
import { uploadJourneys } from './journeys/uploads.js';
import { keyboardJourneys } from './journeys/keyboard.js';
import { outageJourneys } from './journeys/outage.js';
import { budgetJourneys } from './journeys/budget.js';
import { jobsJourneys } from './journeys/jobs.js';
import { requestsJourneys } from './journeys/requests.js';
import { learningJourneys } from './journeys/learning.js';
import { assistantJourneys } from './journeys/assistant.js';
import { ownContentJourneys } from './journeys/own-content.js';
import { reelsJourneys } from './journeys/reels.js';
import { twoStepJourneys } from './journeys/two-step.js';
import { passkeyJourneys } from './journeys/passkeys.js';

let env: E2EEnv | undefined;
const getEnv = () => {
  if (!env) throw new Error('e2e environment did not start');
  return env;
};

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

shellJourneys(getEnv);
bootJourneys(getEnv);
themeJourneys(getEnv);
mobileJourneys(getEnv);
toastJourneys(getEnv);
a11yJourneys(getEnv);
a11yRouteJourneys(getEnv);
searchJourneys(getEnv);
authJourneys(getEnv);
recoveryJourneys(getEnv);
communitiesJourneys(getEnv);
postsJourneys(getEnv);
commentsJourneys(getEnv);
createPostJourneys(getEnv);
homeJourneys(getEnv);
profileJourneys(getEnv);
notificationJourneys(getEnv);
settingsJourneys(getEnv);
defectJourneys(getEnv);
chatJourneys(getEnv);
liveHostsJourneys(getEnv);
liveEventJourneys(getEnv);
liveBroadcastJourneys(getEnv);
uploadJourneys(getEnv);
jobsJourneys(getEnv);
requestsJourneys(getEnv);
keyboardJourneys(getEnv);
learningJourneys(getEnv);
assistantJourneys(getEnv);
outageJourneys(getEnv);
budgetJourneys(getEnv);
ownContentJourneys(getEnv);
reelsJourneys(getEnv);
twoStepJourneys(getEnv);
passkeyJourneys(getEnv);
