-- Issue 24 (ADR 0021): eSewa and Khalti. Each trip to a gateway is an attempt with the gateway's own
-- reference (eSewa's transaction_uuid, Khalti's pidx), so a return, a status check or the reconciliation
-- sweep finds its payment; the gateway's transaction id (eSewa's transaction_code/ref_id, Khalti's
-- transaction_id) pays one payment only. A card payment records what the card provider is asked for (USD).
create table payment_attempts (
  ref text primary key,
  payment_id uuid not null references payments (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index payment_attempts_payment_idx on payment_attempts (payment_id, created_at desc);

alter table payments add column provider_txn text;
create unique index payments_provider_txn_idx on payments (provider, provider_txn) where provider_txn is not null;

alter table payments add column currency text not null default 'NPR' check (currency in ('NPR', 'USD'));
-- The amount in `currency`'s minor unit (cents) when the provider is asked for another currency than NPR.
alter table payments add column amount_minor bigint;
