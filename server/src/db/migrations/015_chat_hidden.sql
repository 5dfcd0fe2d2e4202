-- Issue 12 (spec §7.7 /conversation/delete/{id}): a member hides a conversation for themselves. What came
-- before hidden_at stays out of their inbox and their view of the room; a newer message brings it back.
alter table chat_members add column hidden_at timestamptz;
