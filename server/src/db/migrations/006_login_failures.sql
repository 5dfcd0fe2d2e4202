-- Failed logins, per account and per address (auth/login-throttle.ts). Keys are sha256 hashes, so the table
-- holds no address and no typed email. Counted in a window; past a free allowance each failure locks the
-- key for a growing delay. Rows whose window is long over are pruned.
create table login_failures (
  key text primary key,
  failures integer not null,
  window_started_at timestamptz not null default now(),
  locked_until timestamptz
);
create index login_failures_window_idx on login_failures (window_started_at);
