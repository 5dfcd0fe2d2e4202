-- Issue 9: feed posts, their likes, comments and hides; notifications; reports and their categories.

create table posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 5000),
  -- An ImageSet ({slug, alt, sizes}) of the uploaded picture, or null.
  picture jsonb,
  -- The 11-character video id, or null. A post has a picture or a video, never both.
  video_id text check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  -- Set by an operator resolving a report: the post is never listed again.
  removed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (picture is null or video_id is null)
);
create index posts_created_idx on posts (created_at desc, id desc) where removed_at is null;
create index posts_author_idx on posts (author_id, created_at desc);

create table post_likes (
  user_id uuid not null references users (id) on delete cascade,
  post_id uuid not null references posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_likes_user_idx on post_likes (user_id);
create index post_likes_created_idx on post_likes (created_at);

create table post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references posts (id) on delete cascade,
  author_id uuid not null references users (id) on delete cascade,
  comment text not null check (char_length(comment) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index post_comments_post_idx on post_comments (post_id, created_at desc, id desc);
create index post_comments_created_idx on post_comments (created_at);

-- "Hide" on someone else's post: never shown to that user again (until Undo).
create table post_hides (
  user_id uuid not null references users (id) on delete cascade,
  post_id uuid not null references posts (id) on delete cascade,
  primary key (user_id, post_id)
);

-- One row per recipient and subject: a second like of the same post updates the row (sender, actors,
-- unread again) instead of adding one, so "Asha and 4 others liked your post" is one notification.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost')),
  -- The post, artwork or person it is about; with kind it is the grouping key.
  subject_id uuid not null,
  sender_id uuid not null references users (id) on delete cascade,
  -- Everyone who did it, latest last (distinct).
  actors uuid[] not null,
  read text not null default 'no' check (read in ('no', 'seen', 'viewed')),
  link text not null,
  image text,
  created_at timestamptz not null default now(),
  unique (recipient_id, kind, subject_id)
);
create index notifications_recipient_idx on notifications (recipient_id, created_at desc);

create table report_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  position integer not null
);
-- 'Other' has the fixed id of @kala/shared REPORT_OTHER_ID: only it takes a free-text reason.
insert into report_categories (id, name, position) values
  (gen_random_uuid(), 'Spam', 1),
  (gen_random_uuid(), 'Nudity or sexual content', 2),
  (gen_random_uuid(), 'Hate speech or symbols', 3),
  (gen_random_uuid(), 'Harassment or bullying', 4),
  (gen_random_uuid(), 'Violence or dangerous content', 5),
  (gen_random_uuid(), 'Intellectual property violation', 6),
  (gen_random_uuid(), 'Scam or fraud', 7),
  ('00000000-0000-4000-8000-000000000099', 'Other', 99);

-- The moderation queue: who reported what and why; one report per user per item.
create table reports (
  id bigint generated always as identity primary key,
  reporter_id uuid not null references users (id) on delete cascade,
  target_type text not null check (target_type in ('feed', 'product', 'user')),
  target_id uuid not null,
  category_id uuid not null references report_categories (id),
  content text not null default '',
  status text not null default 'open' check (status in ('open', 'hidden', 'dismissed')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  unique (reporter_id, target_type, target_id)
);
create index reports_open_idx on reports (created_at) where status = 'open';
