-- Issue 25: a chat message or comment typed offline is sent again by the service worker until it gets through;
-- its Idempotency-Key makes the server act once and answer every repeat with the first answer. A row with no
-- answer yet is a first request still running. Rows older than a day are pruned.
create table idempotent_answers (
  user_id uuid not null references users (id) on delete cascade,
  key text not null,
  scope text not null,
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotent_answers_created_idx on idempotent_answers (created_at);
