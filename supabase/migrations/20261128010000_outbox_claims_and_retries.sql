-- The outbox delivers every message at least once, never revives one, and loses none in silence.
--
-- claim_token: each claim takes a new token, and a delivery is recorded only by the worker whose
--   token the message still holds. A worker whose lease ran out, and whose message another worker
--   then sent, can no longer set it back to pending.
-- tries_since: retries go on for 48 hours from here (lib/outbox/queue.ts), and an operator who
--   puts a dead message back (npm run outbox -- --retry-dead) starts the 48 hours again.
-- admitted_at: a visitor's e-mail is sent only once admitted under the hourly ceiling of visitor
--   e-mails (VISITOR_EMAILS_PER_HOUR); one over it is skipped, and the reason recorded.
alter table private.outbox
  add column claim_token uuid,
  add column tries_since timestamptz not null default now(),
  add column admitted_at timestamptz;

-- What was queued before the ceiling existed is admitted as it is.
update private.outbox set admitted_at = created_at where kind = 'visitor' and status <> 'skipped';

-- The largest lead the forms accept: a 5,000-character message of three-byte characters, names
-- and a company at their limits, JSON-escaped, is about 17 KB; a result with its contact far less.
alter table private.outbox
  drop constraint outbox_payload_check,
  add constraint outbox_payload_size_check check (octet_length(payload::text) <= 32768);

create index outbox_visitor_created on private.outbox (created_at) where kind = 'visitor';
create index outbox_dead on private.outbox (created_at) where status = 'dead';

-- A dead message stays until an operator puts it back or deletes it: only what was delivered or
-- skipped is forgotten after 30 days.
drop policy "the worker forgets old messages" on private.outbox;
create policy "the worker forgets delivered and skipped messages" on private.outbox
  for delete to outbox_worker
  using (status in ('sent', 'skipped') and created_at < now() - interval '30 days');
