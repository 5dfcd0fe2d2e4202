-- Operators (ADR 0020): roles 1–10, outside every artist (11–20) and user (21–30) check. The role a person
-- had before becoming an operator is kept, so revoking gives it back.
alter table users add column role_before_admin smallint;
-- A suspended account cannot log in; its sessions end at once (the session check reads this column).
alter table users add column suspended_at timestamptz;

-- Every operator action, append-only: who, what, on what, when and the reason typed. No foreign key on the
-- actor (deleting a user must not rewrite the log); the actor's name and email are kept as they were.
create table admin_audit (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor text not null,
  action text not null,
  target_type text not null,
  target_id text not null,
  target_label text not null default '',
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index admin_audit_created_idx on admin_audit (created_at desc, id desc);

create function admin_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'admin_audit is append-only';
end $$;
create trigger admin_audit_no_update before update or delete on admin_audit
  for each row execute function admin_audit_append_only();
create trigger admin_audit_no_truncate before truncate on admin_audit
  for each statement execute function admin_audit_append_only();
