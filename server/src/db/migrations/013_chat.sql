-- Issue 12: chat rooms (one-to-one and group), their members and messages; user-level blocks.

-- User-level blocks (privacy). Owned by issue 10 (/block/user); created here too, identically, so chat
-- can refuse messages between two people when either blocked the other.
create table if not exists user_blocks (blocker_id uuid not null references users(id) on delete cascade, blocked_id uuid not null references users(id) on delete cascade, created_at timestamptz not null default now(), primary key (blocker_id, blocked_id), check (blocker_id <> blocked_id));
create index if not exists user_blocks_blocked on user_blocks (blocked_id);

create table chat_rooms (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('normal', 'group')),
  name text check (name is null or char_length(name) between 1 and 60),
  -- One-to-one rooms: the two member ids in order, 'a:b', so a pair has one room.
  pair_key text unique,
  -- The member who blocked a one-to-one room; only they unblock it.
  blocked_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- The time of the last message: the inbox sorts on it.
  updated_at timestamptz not null default now(),
  check ((kind = 'normal') = (pair_key is not null))
);
create index chat_rooms_updated_idx on chat_rooms (updated_at desc);

create table chat_members (
  room_id uuid not null references chat_rooms (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  -- Everything up to this time has been seen by the member (read receipts and unread marks).
  read_at timestamptz not null default now(),
  -- Set when the member leaves a group: the room stays in nobody's way and takes no more messages from them.
  left_at timestamptz,
  primary key (room_id, user_id)
);
create index chat_members_user_idx on chat_members (user_id) where left_at is null;

create table chat_messages (
  id uuid primary key default gen_random_uuid(),
  room_id uuid not null references chat_rooms (id) on delete cascade,
  sender_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('text', 'image', 'left', 'join')),
  -- The text; for an image, the stored picture's ImageSet ({slug, alt, sizes}) is in `image`.
  body text not null default '' check (char_length(body) <= 2000),
  image jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index chat_messages_room_idx on chat_messages (room_id, created_at desc, id desc);
