// REST reads index.html's boot loader starts before the app's code arrives, per page URL (for visitors, or for members).
// No imports on purpose: the Vite build reads this file too. src/routes/-boot-prefetch-table.test.ts checks each path
// against the request the app's own query makes, so a changed query fails that test instead of wasting the prefetch.

/** A read other than a plain GET, as postgrest-js sends it. */
export interface BootRead {
  /** Path under the API URL, as in BootPrefetch.paths. */
  path: string;
  /** JSON body text: the read is a POST (an RPC) with exactly this body. */
  body?: string;
  /** A HEAD (a count without rows). */
  head?: true;
  /** The Prefer header ('count=exact' …). */
  prefer?: string;
}

export interface BootPrefetch {
  /** Anchored pattern for `location.pathname` (no trailing slash); its first group, if any, is the id. */
  pattern: string;
  /**
   * Paths under the API URL (GETs) or reads; `$1` is replaced by the pattern's first group and, in a member's entry,
   * `$u` by the member's id.
   */
  paths: (string | BootRead)[];
  /** Column of the first path's first row holding the page's main image, preloaded as soon as the row arrives. */
  image?: string;
  /** [column, value]: the image comes from the first row with that value in that column (else from the first row). */
  imageRow?: [string, string];
  /**
   * On phones (narrower than 640 px) the boot shell shows that image in place of its 'Cargando Nexo...' line, with this
   * inline style on top of full width and object-fit: cover. Only for pages whose main block is that picture, near the
   * top of <main>, so the shell's picture sits where the page's own will be when React takes over.
   */
  shell?: string;
  /**
   * A member's read: it runs only with a stored session that is not about to expire, with the member's access token
   * (a visitor's entry runs only without any stored session).
   */
  member?: true;
  /**
   * Column of the same row holding the page's first video. With a shell picture: on phones, with no URL #fragment (which
   * names another item), no reduced motion and a browser that plays the source without hls.js, the boot loader starts
   * it muted and looping right over the shell's picture, marked as the playing item (`data-role="play"`, the row's id
   * as `data-reel-id`). Without a shell (any screen): it starts loading and playing, muted, in an invisible element, so
   * the page's player has frames the moment it takes it. Either way the player adopts that element
   * (src/components/media/boot-video.ts).
   */
  video?: string;
  /** Path under the API URL the video column's value is relative to (its segments URL-encoded), e.g. a public bucket. */
  videoBase?: string;
  /** [column, value]: start the video only when the row has that value in that column (e.g. a stream on air). */
  videoWhen?: [string, string];
}

const POST_SELECT =
  'select=*%2Cvisible_comments%3Avisible_comments_count%2Cauthor%3Aprofiles%21posts_author_id_fkey%28id%2Cname%2Cavatar_url%2Cis_verified%2Cbadge_form%29%2Ccommunity%3Acommunities%21posts_community_id_fkey%28id%2Cname%29';
const COMMENT_SELECT =
  'select=id%2Cpost_id%2Cparent_id%2Cauthor_id%2Ccontent%2Cupvotes%2Cdownvotes%2Ccreated_at%2Cedited_at%2Cdeleted_at%2Chidden_by_moderation%2Cauthor%3Aprofiles%21comments_author_id_fkey%28id%2Cname%2Cavatar_url%2Cis_verified%2Cbadge_form%29';

const REEL_SELECT =
  'select=id%2Cuser_id%2Cvideo_url%2Cposter_url%2Cdescription%2Cmusic_title%2Clikes_count%2Ccomments_count%2Cshares_count%2Ccreated_at%2Cliked_by_me%2Chidden_by_moderation%2Cauthor%3Aprofiles%21reels_user_id_fkey%28id%2Cname%2Cavatar_url%2Cis_verified%29';

export const BOOT_PREFETCH: BootPrefetch[] = [
  {
    pattern: '^/post/([1-9][0-9]{0,9})$',
    paths: [`/rest/v1/posts?${POST_SELECT}&id=eq.$1`, `/rest/v1/comments?${COMMENT_SELECT}&post_id=eq.$1&order=created_at.asc%2Cid.asc`],
    image: 'image_url',
  },
  {
    pattern: '^/communities/([1-9][0-9]{0,9})$',
    paths: ['/rest/v1/communities?select=*&id=eq.$1', `/rest/v1/posts?${POST_SELECT}&community_id=eq.$1&order=created_at.desc%2Cid.desc`],
    image: 'banner_url',
    // CommunityHeader: a bordered, rounded card whose first child is the 3:1 banner (Cover).
    shell: 'width:calc(100% - 2px);margin:1px;aspect-ratio:3/1;border-radius:1rem 1rem 0 0',
  },
  {
    // The list shows live courses first (src/features/courses/sort.ts), so the first card is the first live course.
    pattern: '^/courses$',
    paths: ['/rest/v1/courses?select=*&order=id.asc'],
    image: 'image_url',
    imageRow: ['type', 'live'],
  },
  {
    pattern: '^/courses/([1-9][0-9]{0,9})$',
    paths: ['/rest/v1/courses?select=*&id=eq.$1', '/rest/v1/lessons?select=*&course_id=eq.$1&order=module_position.asc%2Cposition.asc'],
    image: 'image_url',
    // CourseDetail: the 16:9 cover, rounded, at most 18rem high, above the course's header.
    shell: 'aspect-ratio:16/9;max-height:18rem;border-radius:1rem',
  },
  {
    // The reels feed: its first reel's poster shows while the video starts.
    pattern: '^/reels$',
    paths: [`/rest/v1/reels?${REEL_SELECT}&order=created_at.desc%2Cid.desc&limit=50`],
    image: 'poster_url',
    // ReelsFeed on a phone: the title row (two lines, 72 px) and a 12 px gap above the 12rem-short, rounded feed.
    shell: 'margin:84px auto 0;height:calc(100dvh - 12rem);min-height:26rem;max-width:28rem;border-radius:1rem',
    video: 'video_url',
  },
  // The host's on-air state, for visitors and for members: a stream in progress starts loading and playing as soon as
  // the row arrives, while the app's code is still on its way (LiveVideo adopts the element).
  ...(['visitor', 'member'] as const).map(
    (who): BootPrefetch => ({
      pattern: '^/live-event/([1-9][0-9]{0,9})$',
      paths: ['/rest/v1/live_broadcasts?select=*&event_id=eq.$1'],
      video: 'playlist_path',
      videoBase: '/storage/v1/object/public/live/',
      videoWhen: ['state', 'live'],
      ...(who === 'member' && { member: true as const }),
    }),
  ),
  {
    pattern: '^/chat$',
    paths: [
      // The member's contact list (no search yet): its rows are the page's largest text.
      { path: '/rest/v1/rpc/list_chat_contacts', body: '{}' },
      // The header's unread notifications count, which the app asks for before the list is on screen.
      { path: '/rest/v1/notifications?select=id&user_id=eq.$u&read=eq.false', head: true, prefer: 'count=exact' },
    ],
    member: true,
  },
];
