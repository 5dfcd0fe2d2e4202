-- Issue 19: a logout ends that session on the server too. The token (its SHA-256) is refused until it would
-- have expired anyway; rows past that are pruned.
create table revoked_sessions (
  token_hash text primary key,
  expires_at timestamptz not null
);
create index revoked_sessions_expiry_idx on revoked_sessions (expires_at);
