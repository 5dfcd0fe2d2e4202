-- Issue 10: blocks between people, studio requests and single-use artist codes.

-- A user-level block (spec §7.5 /block/user). The messaging module reads the same table: a block in
-- either direction ends follows and refuses follows, comments, likes, profile details and messages.
create table if not exists user_blocks (
  blocker_id uuid not null references users(id) on delete cascade,
  blocked_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index if not exists user_blocks_blocked on user_blocks (blocked_id);

-- 'Get into Studio': one open request per user; the operator approves or declines it (npm run admin).
create table studio_requests (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  message text not null check (char_length(message) between 1 and 5000),
  -- [{slug, alt, sizes}] of the uploaded pictures.
  images jsonb not null default '[]'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);
create unique index studio_requests_one_pending on studio_requests (user_id) where status = 'pending';

-- Artist codes the operator hands out; redeeming one makes a user an artist, once.
create table artist_codes (
  code text primary key,
  created_at timestamptz not null default now(),
  used_by uuid references users (id) on delete set null,
  used_at timestamptz
);

alter table notifications drop constraint if exists notifications_kind_check;
alter table notifications add constraint notifications_kind_check
  check (kind in ('likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost', 'studioApproved'));
