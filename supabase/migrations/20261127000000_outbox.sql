-- Every lead reaches a person. When a lead is stored, the same transaction queues the messages it
-- calls for in an outbox: the sales team's notification, the visitor's e-mail, and the CRM
-- webhook. A worker (lib/outbox) delivers them, retries what fails and never sends one twice.
-- Visitors cannot read the outbox; the worker's role reads and updates it and nothing else.

do $$
begin
  if not exists (select from pg_roles where rolname = 'outbox_worker') then
    create role outbox_worker nologin;
  end if;
end
$$;

create table private.outbox (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null
    check (lead_table in ('contact_submissions', 'assessment_contacts', 'assessment_results')),
  lead_id uuid not null,
  -- sales: the team's notification; visitor: the visitor's e-mail; webhook: the CRM's POST.
  kind text not null check (kind in ('sales', 'visitor', 'webhook')),
  -- Everything the message needs: the stored lead and, for a result, the details left before it.
  payload jsonb not null check (octet_length(payload::text) <= 16384),
  -- The visitor's address, hashed, for the limit of three e-mails a day to one address.
  recipient_hash text check (recipient_hash ~ '^[0-9a-f]{64}$'),
  status text not null default 'pending' check (status in ('pending', 'sent', 'dead', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker that claimed the message holds it until then; one that died lets it go.
  locked_until timestamptz,
  -- The error's kind only: never what the lead holds.
  last_error text check (char_length(last_error) <= 300),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (lead_table, lead_id, kind)
);

create index outbox_due on private.outbox (next_attempt_at) where status = 'pending';
create index outbox_recipient on private.outbox (recipient_hash, created_at) where kind = 'visitor';
-- A result's messages carry the details its visitor left before the questions: found by address.
create index assessment_contacts_email on api.assessment_contacts (lower(email), created_at desc);

alter table private.outbox enable row level security;
revoke all on private.outbox from public, anon, authenticated, leads_reader;

grant usage on schema private to outbox_worker;
grant select, update, delete on private.outbox to outbox_worker;
create policy "the worker reads the outbox" on private.outbox
  for select to outbox_worker using (true);
create policy "the worker records deliveries" on private.outbox
  for update to outbox_worker using (true) with check (true);
-- A message delivered, skipped or given up on is forgotten after 30 days: the lead itself stays.
create policy "the worker forgets old messages" on private.outbox
  for delete to outbox_worker
  using (status <> 'pending' and created_at < now() - interval '30 days');

-- Queues a stored lead's messages, in the transaction that stores it. An insert that fails (a
-- refusal, a duplicate, an outage) queues nothing. A visitor gets at most three e-mails a day at
-- one address, whatever is submitted: a fourth is recorded as skipped, never sent.
create function private.queue_lead_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
  contact jsonb;
  recipient text := encode(sha256(convert_to(lower(btrim(new.email)), 'UTF8')), 'hex');
  visitor_status text := 'pending';
begin
  if tg_table_name = 'assessment_results' then
    select to_jsonb(c) into contact from api.assessment_contacts c
    where lower(c.email) = lower(new.email)
    order by c.created_at desc limit 1;
  end if;
  lead := jsonb_build_object('table', tg_table_name, 'lead', lead, 'contact', contact);

  insert into private.outbox (lead_table, lead_id, kind, payload)
  values (tg_table_name, new.id, 'sales', lead), (tg_table_name, new.id, 'webhook', lead);

  if tg_table_name in ('contact_submissions', 'assessment_results') then
    perform pg_advisory_xact_lock(hashtextextended(recipient, 0));
    if (
      select count(*) from private.outbox
      where kind = 'visitor' and recipient_hash = recipient and status <> 'skipped'
        and created_at > now() - interval '1 day'
    ) >= 3 then
      visitor_status := 'skipped';
    end if;
    insert into private.outbox (lead_table, lead_id, kind, payload, recipient_hash, status, last_error)
    values (
      tg_table_name, new.id, 'visitor', lead, recipient, visitor_status,
      case when visitor_status = 'skipped' then 'three e-mails a day to this address already' end
    );
  end if;
  return null;
end;
$$;

create trigger contact_submissions_queue_messages
  after insert on api.contact_submissions
  for each row execute function private.queue_lead_messages();

create trigger assessment_contacts_queue_messages
  after insert on api.assessment_contacts
  for each row execute function private.queue_lead_messages();

create trigger assessment_results_queue_messages
  after insert on api.assessment_results
  for each row execute function private.queue_lead_messages();

revoke all on function private.queue_lead_messages() from public;
