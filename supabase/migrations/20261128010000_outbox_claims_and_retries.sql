-- The outbox delivers every message at least once, never revives one, and loses none in silence.
--
-- claim_token: each claim takes a new token, and a delivery is recorded only by the worker whose
--   token the message still holds. A worker whose lease ran out, and whose message another worker
--   then sent, can no longer set it back to pending.
-- tries_since: retries go on for 48 hours from the first try (lib/outbox/queue.ts), and an
--   operator who puts a dead message back (npm run outbox -- --retry-dead) starts them again.
-- admitted_at: a visitor's e-mail is sent only once admitted under the hourly ceiling of visitor
--   e-mails (VISITOR_EMAILS_PER_HOUR); one over it is skipped, and the reason recorded.
alter table private.outbox
  add column claim_token uuid,
  add column tries_since timestamptz not null default now(),
  add column admitted_at timestamptz;

-- What was queued before the ceiling existed is admitted as it is, unless its address is one the
-- database now refuses (a display name, a second recipient): that one is never sent.
update private.outbox
set status = 'skipped', last_error = 'not a bare address'
where kind = 'visitor' and status = 'pending'
  and not private.email_is_bare(payload -> 'lead' ->> 'email');
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

-- Decides every visitor's e-mail not yet decided, in the order the leads came: admitted while
-- fewer than per_hour were admitted in the hour before it, otherwise skipped with `reason`.
-- Counting only what was admitted, one at a time, lets a backlog left by an outage out at the
-- ceiling's pace rather than skipping it whole. Null per_hour admits everything. One admission
-- at a time, or two could each admit up to the ceiling. Answers how many were skipped.
create function private.admit_visitor_messages(per_hour integer, reason text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  message record;
  skipped integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('outbox admission', 0));
  for message in
    select id, created_at from private.outbox
    where kind = 'visitor' and status = 'pending' and admitted_at is null
    order by created_at, id
  loop
    if per_hour is null or (
      select count(*) from private.outbox
      where kind = 'visitor' and admitted_at is not null
        and created_at > message.created_at - interval '1 hour'
        and created_at <= message.created_at
    ) < per_hour then
      update private.outbox set admitted_at = now() where id = message.id;
    else
      update private.outbox set status = 'skipped', last_error = reason where id = message.id;
      skipped := skipped + 1;
    end if;
  end loop;
  return skipped;
end;
$$;

revoke all on function private.admit_visitor_messages(integer, text) from public;
grant execute on function private.admit_visitor_messages(integer, text) to outbox_worker;
