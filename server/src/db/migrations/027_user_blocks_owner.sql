-- Issue 22 §6: user_blocks belongs to the users module (users/blocks.ts; others ask users/block-check.ts).
-- 011 created it and 013 repeated the same `create table if not exists` for chat: a no-op on every
-- database, since 011 always runs first. Applied migrations are never edited, so the table is settled
-- forward here: its owner is recorded on it, and later changes to it come in new migrations, never in 013.
create index if not exists user_blocks_blocked on user_blocks (blocked_id);
comment on table user_blocks is 'Owner: users module (server/src/modules/users/blocks.ts). Created by 011; 013 repeated it as a no-op.';
