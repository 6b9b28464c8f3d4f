// @vitest-environment happy-dom
// What members write stays text wherever it is shown (post card, comment, chat message, profile bio, job offer,
// candidate): <b> and <script> never become elements, and every link built from their data is http(s), mailto: or a
// path on this site (a javascript: URL in a profile field is shown as text or not at all).
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, settle } from '@/lib/test-utils/render';
import { PostCard } from '@/features/posts/components/PostCard';
import type { PostCardData } from '@/features/posts/api/types';
import { CommentItem } from '@/features/comments/components/CommentItem';
import { postThread, reelThread } from '@/features/comments/api/thread';
import type { CommentNode } from '@/features/comments/api/types';
import { MessageBubble } from '@/features/chat/components/MessageBubble';
import { ProfileHeader } from '@/features/profiles/components/ProfileHeader';
import type { ProfileRow } from '@/features/profiles/api/profile-query';
import { JobPage } from '@/features/jobs/components/JobPage';
import { jobQuery } from '@/features/jobs/api/job-query';
import type { Candidate, JobWithRecruiter } from '@/features/jobs/api/types';
import { CandidateCard } from '@/features/jobs/components/CandidateCard';

afterEach(cleanup);

const BOLD = '<b>negrita</b>';
const SCRIPT = '<script>window.__pwned = true</script>';
const HOSTILE = `${BOLD} ${SCRIPT} <img src=x onerror="window.__pwned=true">`;
const SCRIPT_URL = 'javascript:window.__pwned=true';

/** Renders `ui` inside a router and a query cache (seeded by `seed`), as the app does. */
async function show(ui: ReactNode, seed?: (qc: QueryClient) => void): Promise<HTMLElement> {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } } });
  seed?.(qc);
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const { container } = render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settle();
  return container;
}

/** No element came from member text, the text itself is on the page, and every link is one the app may render. */
function expectText(container: HTMLElement, ...texts: string[]) {
  expect(container.querySelector('b, script, img[src="x"], [onerror]')).toBeNull();
  for (const t of texts) expect(container.textContent).toContain(t);
  for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').toMatch(/^(https?:\/\/|mailto:|\/(?![/\\]))/i);
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
}

const post = {
  id: 1, community_id: 1, author_id: 'a1', title: BOLD, content: HOSTILE, image_url: null, tags: [SCRIPT], upvotes: 0, downvotes: 0,
  comments_count: 0, recognitions_count: 0, created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', edited_at: null, deleted_at: null,
  client_id: null, author: { id: 'a1', name: BOLD, avatar_url: null, is_verified: false, badge_form: 'neutro' }, community: { id: 1, name: SCRIPT }, visible_comments: 0,
} as unknown as PostCardData;

const comment: CommentNode = {
  id: 7, post_id: 1, parent_id: null, author_id: 'a2', content: HOSTILE, upvotes: 0, downvotes: 0, created_at: '2026-11-20T10:00:00Z',
  edited_at: null, deleted_at: null, author: { id: 'a2', name: BOLD, avatar_url: null, is_verified: false, badge_form: 'neutro' }, replies: [],
};

const job: JobWithRecruiter = {
  id: 5, recruiter_id: 'r1', title: BOLD, company: SCRIPT, company_website: SCRIPT_URL, logo_url: null, work_mode: 'remote', location: null,
  job_type: 'full_time' as JobWithRecruiter['job_type'], salary_min: null, salary_max: null, salary_currency: 'USD' as JobWithRecruiter['salary_currency'],
  skills: [BOLD], description: HOSTILE, application_contact: SCRIPT_URL, posted_at: '2026-11-20T10:00:00Z', closed_at: null,
  recruiter: { id: 'r1', name: BOLD, avatar_url: null },
};

describe('member text is shown as text', () => {
  it('in a post card (title, content, tags, author, community)', async () => {
    expectText(await show(<PostCard post={post} />), BOLD, SCRIPT);
  });

  it.each([postThread(1), reelThread(1)])('in a comment of a %j thread', async (thread) => {
    expectText(await show(<ul><CommentItem thread={thread} comment={comment} onChanged={() => undefined} myVotes={null} /></ul>), HOSTILE);
  });

  it('in a chat message', async () => {
    const body = HOSTILE;
    expectText(await show(<ul><MessageBubble message={{ id: 'm', conversation_id: 'c', sender_id: 's', body, created_at: '2026-11-20T10:00:00Z' }} own={false} seen={false} onRetry={() => undefined} onDiscard={() => undefined} /></ul>), body);
  });

  it('in a profile bio and name', async () => {
    const profile = { id: 'p1', name: BOLD, avatar_url: null, bio: HOSTILE, role: 'member', is_verified: false, badge_form: 'neutro', followers_count: 0, following_count: 0, posts_count: 0, recognitions_count: 0 } as unknown as ProfileRow;
    expectText(await show(<ProfileHeader profile={profile} headingId="h" />), HOSTILE);
  });

  it('in a job offer, whose script URLs (website, contact) are not links', async () => {
    const container = await show(<JobPage jobId={5} />, (qc) => qc.setQueryData(jobQuery(5).queryKey, job));
    expectText(container, HOSTILE, SCRIPT_URL);
    expect(container.textContent).not.toContain('Sitio web de la empresa');
  });

  it('in a job offer, whose e-mail contact is a mailto: link and website an https link', async () => {
    const linked: JobWithRecruiter = { ...job, id: 6, company_website: 'https://empresa.example', application_contact: 'rrhh@empresa.example' };
    const container = await show(<JobPage jobId={6} />, (qc) => qc.setQueryData(jobQuery(6).queryKey, linked));
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('https://empresa.example');
    expect(hrefs).toContain('mailto:rrhh@empresa.example');
  });

  it('in a candidate card, whose script portfolio is not a link and https LinkedIn is', async () => {
    const candidate = {
      id: 9, user_id: null, name: BOLD, avatar_url: null, desired_role: SCRIPT, skills: [BOLD], experience_level: 'junior', availability: 'immediate',
      location_preference: null, portfolio_url: SCRIPT_URL, linkedin_url: 'https://www.linkedin.com/in/ana', short_bio: HOSTILE,
      last_active_at: '2026-11-20T10:00:00Z', learning: null,
    } as unknown as Candidate;
    const container = await show(<CandidateCard candidate={candidate} />);
    expectText(container, HOSTILE);
    const external = [...container.querySelectorAll('a[target="_blank"]')].map((a) => a.getAttribute('href'));
    expect(external).toEqual(['https://www.linkedin.com/in/ana']);
  });
});
