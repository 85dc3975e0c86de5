-- People's rights over their data, and how long it is kept. A person may see everything held about
-- their mailbox (GDPR art. 15), have it erased (art. 17) and object to e-mail (art. 21); leads are
-- kept a set number of months from a mailbox's last submission (the CNIL's three years for
-- prospects), then deleted. `npm run leads` does the first three as a user in leads_steward; the
-- outbox worker runs the purge on its schedule.
--   create role steward login password '…' in role leads_steward;
do $$
begin
  if not exists (select from pg_roles where rolname = 'leads_steward') then
    create role leads_steward nologin;
  end if;
end
$$;

-- What identifies a mailbox once its data is gone: the SHA-256 of its normalised address, as the
-- outbox's recipient_hash. Whoever knows the address finds the hash; nobody reads the address
-- from it.
create function private.mailbox_hash(address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return encode(sha256(convert_to(private.normalized_email(address), 'UTF8')), 'hex');

-- Mailboxes the site e-mails no more: the person objected, or had their data erased. The entry
-- outlives the data, or the next form filled in with the address would e-mail it again.
create table private.suppressed_mailboxes (
  mailbox_hash text primary key check (mailbox_hash ~ '^[0-9a-f]{64}$'),
  since timestamptz not null default now(),
  reason text not null check (reason in ('objection', 'erasure'))
);

-- The proof that an erasure was carried out, and of how much: never what was erased.
create table private.erasures (
  id uuid primary key default gen_random_uuid(),
  mailbox_hash text not null check (mailbox_hash ~ '^[0-9a-f]{64}$'),
  erased_at timestamptz not null default now(),
  contact_submissions integer not null check (contact_submissions >= 0),
  assessment_contacts integer not null check (assessment_contacts >= 0),
  assessment_results integer not null check (assessment_results >= 0),
  outbox_messages integer not null check (outbox_messages >= 0),
  submission_attempts integer not null check (submission_attempts >= 0)
);

create index erasures_mailbox on private.erasures (mailbox_hash);

alter table private.suppressed_mailboxes enable row level security;
alter table private.erasures enable row level security;
revoke all on private.suppressed_mailboxes, private.erasures
  from public, anon, authenticated, leads_reader, outbox_worker;

-- The steward finds a person's rows by address and deletes them; it inserts nothing anywhere but
-- the two tables above, and changes no row. A delete that names a column must read it, hence
-- SELECT beside DELETE; of the rate-limit traces, only the hash.
grant usage on schema api, private to leads_steward;
grant select, delete on api.contact_submissions, api.assessment_contacts, api.assessment_results
  to leads_steward;
grant select, delete on private.outbox to leads_steward;
grant select (key_hash), delete on private.submission_attempts to leads_steward;
grant select, insert, delete on private.suppressed_mailboxes to leads_steward;
grant select, insert on private.erasures to leads_steward;

create policy "the steward reads contact messages" on api.contact_submissions
  for select to leads_steward using (true);
create policy "the steward erases contact messages" on api.contact_submissions
  for delete to leads_steward using (true);
create policy "the steward reads assessment contacts" on api.assessment_contacts
  for select to leads_steward using (true);
create policy "the steward erases assessment contacts" on api.assessment_contacts
  for delete to leads_steward using (true);
create policy "the steward reads assessment results" on api.assessment_results
  for select to leads_steward using (true);
create policy "the steward erases assessment results" on api.assessment_results
  for delete to leads_steward using (true);
create policy "the steward reads the outbox" on private.outbox
  for select to leads_steward using (true);
create policy "the steward erases outbox messages" on private.outbox
  for delete to leads_steward using (true);
create policy "the steward finds rate-limit traces" on private.submission_attempts
  for select to leads_steward using (true);
create policy "the steward erases rate-limit traces" on private.submission_attempts
  for delete to leads_steward using (true);
create policy "the steward reads the suppression list" on private.suppressed_mailboxes
  for select to leads_steward using (true);
create policy "the steward suppresses mailboxes" on private.suppressed_mailboxes
  for insert to leads_steward with check (true);
-- An objection gives way to an erasure: the steward replaces the entry.
create policy "the steward replaces suppressions" on private.suppressed_mailboxes
  for delete to leads_steward using (true);
create policy "the steward reads erasures" on private.erasures
  for select to leads_steward using (true);
create policy "the steward records erasures" on private.erasures
  for insert to leads_steward with check (true);

revoke all on function private.mailbox_hash(text) from public;
grant execute on function private.normalized_email(text), private.mailbox_hash(text)
  to leads_steward;

-- As before (20261128000000_no_spam_relay.sql), and a suppressed mailbox's e-mail is recorded as
-- skipped, with the reason: the lead is stored and sales and the webhook hear of it all the same.
create or replace function private.queue_lead_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
  contact jsonb;
  recipient text := private.mailbox_hash(new.email);
  suppression text;
  visitor_status text := 'pending';
  skip_reason text;
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
    select reason into suppression from private.suppressed_mailboxes where mailbox_hash = recipient;
    if suppression is not null then
      visitor_status := 'skipped';
      skip_reason := case suppression
        when 'objection' then 'the person objected to e-mail'
        else 'the person had their data erased'
      end;
    elsif (
      select count(*) from private.outbox
      where kind = 'visitor' and recipient_hash = recipient and status <> 'skipped'
        and created_at > now() - interval '1 day'
    ) >= 3 then
      visitor_status := 'skipped';
      skip_reason := 'three e-mails a day to this mailbox already';
    end if;
    insert into private.outbox (lead_table, lead_id, kind, payload, recipient_hash, status, last_error)
    values (tg_table_name, new.id, 'visitor', lead, recipient, visitor_status, skip_reason);
  end if;
  return null;
end;
$$;

-- Deletes every lead of each mailbox whose last submission, in any of the three tables, is older
-- than `months` months, with their outbox messages; and messages sent or skipped more than 30
-- days ago, which the worker forgets anyway. A mailbox heard from lately keeps its older leads:
-- the relationship is current. With dry_run nothing is deleted. Answers the rows per table, and
-- how many mailboxes expired. Runs as its owner, so that the worker, which may not delete a lead,
-- can purge on its schedule.
create function private.purge_expired_leads(months integer, dry_run boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz;
  report jsonb;
begin
  if months is null or months < 1 then
    raise exception 'leads are kept one month at least' using errcode = 'invalid_parameter_value';
  end if;
  cutoff := now() - make_interval(months => months);

  with leads as (
    select 'contact_submissions' as lead_table, id, private.normalized_email(email) as mailbox,
      created_at
    from api.contact_submissions
    union all
    select 'assessment_contacts', id, private.normalized_email(email), created_at
    from api.assessment_contacts
    union all
    select 'assessment_results', id, private.normalized_email(email), created_at
    from api.assessment_results
  ),
  expired as (
    select mailbox from leads group by mailbox having max(created_at) < cutoff
  ),
  doomed as (
    select lead_table, id from leads where mailbox in (select mailbox from expired)
  ),
  messages as (
    select id from private.outbox
    where (lead_table, lead_id) in (select lead_table, id from doomed)
      or private.normalized_email(payload -> 'lead' ->> 'email') in (select mailbox from expired)
      or private.normalized_email(payload -> 'contact' ->> 'email') in (select mailbox from expired)
      or (status in ('sent', 'skipped') and created_at < now() - interval '30 days')
  ),
  purged_contact_submissions as (
    delete from api.contact_submissions
    where not dry_run and id in (select id from doomed where lead_table = 'contact_submissions')
  ),
  purged_assessment_contacts as (
    delete from api.assessment_contacts
    where not dry_run and id in (select id from doomed where lead_table = 'assessment_contacts')
  ),
  purged_assessment_results as (
    delete from api.assessment_results
    where not dry_run and id in (select id from doomed where lead_table = 'assessment_results')
  ),
  purged_outbox as (
    delete from private.outbox where not dry_run and id in (select id from messages)
  )
  select jsonb_build_object(
    'mailboxes', (select count(*) from expired),
    'contact_submissions',
      (select count(*) from doomed where lead_table = 'contact_submissions'),
    'assessment_contacts',
      (select count(*) from doomed where lead_table = 'assessment_contacts'),
    'assessment_results',
      (select count(*) from doomed where lead_table = 'assessment_results'),
    'outbox', (select count(*) from messages)
  ) into report;
  return report;
end;
$$;

revoke all on function private.purge_expired_leads(integer, boolean)
  from public, anon, authenticated, service_role;
grant execute on function private.purge_expired_leads(integer, boolean)
  to outbox_worker, leads_steward;
