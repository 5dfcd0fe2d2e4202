-- A password reset or change ends every earlier session: a session token carries the version it was signed
-- with, and a token whose version is not the user's current one is refused.
alter table users add column token_version integer not null default 0;
