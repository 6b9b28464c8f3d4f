-- Reels published from the browser: the video is the author's own upload in the `reels` bucket (or a file of this
-- site, as the samples are), the poster frame the author's own picture; a reel lasts at most 60 seconds.

alter table public.reels
  add column duration_seconds numeric(6, 2)
    constraint reels_duration_limit check (duration_seconds is null or (duration_seconds > 0 and duration_seconds <= 60));

comment on column public.reels.duration_seconds is 'Length of the video in seconds (at most 60), read by the browser before upload; null for the samples.';

-- Same-origin paths ('/media/…') or the public URL of an object in the author's own folder.
alter table public.reels
  add constraint reels_video_url_own_upload check (
    (video_url like '/%' and video_url not like '//%')
    or video_url ~ ('^https?://[^/?#]+(/[^/?#]+)*/storage/v1/object/public/reels/' || user_id::text || '/[^/?#]+\.(mp4|webm)$')
  ),
  add constraint reels_poster_url_own_upload check (
    poster_url is null
    or (poster_url like '/%' and poster_url not like '//%')
    or poster_url ~ ('^https?://[^/?#]+(/[^/?#]+)*/storage/v1/object/public/(reels|post-images)/' || user_id::text || '/[^/?#]+$')
  );

grant insert (duration_seconds) on table public.reels to authenticated;
