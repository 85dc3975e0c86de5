-- Ceilings nobody can monopolise, a worker that can only deliver, and traces that go on schedule.
--
-- Visitors' e-mails: the hourly ceiling (VISITOR_EMAILS_PER_HOUR) counts what was admitted in the
-- last hour, and one visitor network, or one recipient domain, may use only a small share of it
-- (VISITOR_EMAILS_PER_NETWORK_PER_HOUR, VISITOR_EMAILS_PER_DOMAIN_PER_HOUR): whoever holds the anon
-- key can forge network keys, but not own many domains. An e-mail over the ceiling or a share is
-- deferred, not skipped: it waits for the next hour's room, and only a day after it was first
-- held is it given up, with the reason. A network's backlog never holds up anyone else's e-mail.
--
-- Sales notices get a ceiling of their own (SALES_NOTICES_PER_HOUR): past it they are held, then
-- merged into one digest e-mail (lib/outbox), never dropped; each merged notice is marked sent
-- with the digest's id.
--
-- The worker's role updates only the columns that record a delivery, never what a message says
-- or whom it is for, and purges leads only with the retention the database holds.
--
-- The daily purge also deletes the rate-limit traces past their minute and the funnel's days
-- older than 25 months.

-- deferred_at: when a message was first held over a ceiling or a share (for a sales notice: held
--   for the digest). The day of deferral runs from it.
-- digest_id: the digest a sales notice went out in, which its Message-ID carries.
alter table private.outbox
  add column deferred_at timestamptz,
  add column digest_id uuid;

-- What was queued before the sales ceiling existed goes out on its own, as it would have.
update private.outbox set admitted_at = created_at
where kind = 'sales' and admitted_at is null and status <> 'skipped';

-- The ceilings count what was admitted in the last hour.
create index outbox_admitted on private.outbox (kind, admitted_at) where admitted_at is not null;

revoke update on private.outbox from outbox_worker;
grant update (
  status, attempts, next_attempt_at, locked_until, claim_token, last_error, sent_at, admitted_at,
  tries_since, deferred_at, digest_id
) on private.outbox to outbox_worker;

-- The domain a visitor's e-mail goes to, as the per-mailbox limits read an address: kept beside
-- each visitor's message, so that a domain's share is counted without reading every payload.
create function private.recipient_domain(payload jsonb)
returns text
language sql
immutable
set search_path = ''
return split_part(private.normalized_email(payload -> 'lead' ->> 'email'), '@', 2);

alter table private.outbox
  add column recipient_domain text generated always as (
    case when kind in ('visitor', 'confirmation') then private.recipient_domain(payload) end
  ) stored;

-- Decides the visitors' e-mails not admitted yet, in the order their leads came. Each is admitted
-- while fewer than per_hour were admitted in the last hour, fewer than per_network for the
-- network that caused it (none counted for an e-mail no visitor's network caused: a results
-- e-mail its owner asked for by confirming), and fewer than per_domain to its domain. Otherwise
-- it is held, with the reason, and the next messages are weighed in turn, so that one network's
-- backlog never holds up another's. One held for a day is skipped, with the reason that held it.
-- Null admits without that limit. A flood costs each run only what arrived since: the messages of
-- a network or a domain whose share is used up are held at once, and each held message is
-- written again only when its reason changes. One admission at a time, or two could each admit
-- up to the ceiling. Answers how many were admitted, how many wait, and how many were skipped.
drop function private.admit_visitor_messages(integer, text);

create function private.admit_visitor_messages(
  per_hour integer,
  per_network integer,
  per_domain integer
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  ceiling_reason constant text := format('over the ceiling of %s visitor e-mails an hour', per_hour);
  network_reason constant text :=
    format('over its network''s share of %s visitor e-mails an hour', per_network);
  domain_reason constant text :=
    format('over its domain''s share of %s visitor e-mails an hour', per_domain);
  admitted_lately integer;
  -- How many each network and each domain was admitted in the last hour.
  networks jsonb;
  domains jsonb;
  full_networks text[];
  full_domains text[];
  message record;
  reason text;
  admitted integer := 0;
  waiting integer;
  skipped integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('outbox admission', 0));

  with given_up as (
    update private.outbox
    set status = 'skipped',
      last_error = left(coalesce(last_error, 'over a ceiling') || ' for a day', 300)
    where kind in ('visitor', 'confirmation') and status = 'pending' and admitted_at is null
      and deferred_at <= now() - interval '1 day'
    returning 1
  )
  select count(*) into skipped from given_up;

  select count(*) into admitted_lately from private.outbox
  where kind in ('visitor', 'confirmation') and admitted_at > now() - interval '1 hour';
  select coalesce(jsonb_object_agg(network_hash, admissions), '{}'::jsonb),
    coalesce(array_agg(network_hash) filter (where admissions >= per_network), '{}')
  into networks, full_networks
  from (
    select network_hash, count(*) as admissions from private.outbox
    where kind in ('visitor', 'confirmation') and admitted_at > now() - interval '1 hour'
      and network_hash is not null
    group by network_hash
  ) as lately;
  select coalesce(jsonb_object_agg(recipient_domain, admissions), '{}'::jsonb),
    coalesce(array_agg(recipient_domain) filter (where admissions >= per_domain), '{}')
  into domains, full_domains
  from (
    select recipient_domain, count(*) as admissions from private.outbox
    where kind in ('visitor', 'confirmation') and admitted_at > now() - interval '1 hour'
      and recipient_domain is not null
    group by recipient_domain
  ) as lately;

  -- Whose share is used up already waits, unweighed.
  update private.outbox
  set deferred_at = coalesce(deferred_at, now()), last_error = network_reason
  where kind in ('visitor', 'confirmation') and status = 'pending' and admitted_at is null
    and network_hash = any(full_networks) and last_error is distinct from network_reason;
  update private.outbox
  set deferred_at = coalesce(deferred_at, now()), last_error = domain_reason
  where kind in ('visitor', 'confirmation') and status = 'pending' and admitted_at is null
    and recipient_domain = any(full_domains)
    and not coalesce(network_hash = any(full_networks), false)
    and last_error is distinct from domain_reason;

  for message in
    select id, created_at, network_hash, recipient_domain as domain, deferred_at, last_error
    from private.outbox
    where kind in ('visitor', 'confirmation') and status = 'pending' and admitted_at is null
      and not coalesce(network_hash = any(full_networks), false)
      and not coalesce(recipient_domain = any(full_domains), false)
    order by created_at, id
  loop
    if per_hour is not null and admitted_lately >= per_hour then
      -- The ceiling holds every e-mail left: no need to weigh them one by one.
      update private.outbox
      set deferred_at = coalesce(deferred_at, now()), last_error = ceiling_reason
      where kind in ('visitor', 'confirmation') and status = 'pending' and admitted_at is null
        and (created_at, id) >= (message.created_at, message.id)
        and not coalesce(network_hash = any(full_networks), false)
        and not coalesce(recipient_domain = any(full_domains), false)
        and last_error is distinct from ceiling_reason;
      exit;
    end if;

    reason := case
      when per_network is not null and message.network_hash is not null
        and coalesce((networks ->> message.network_hash)::integer, 0) >= per_network
        then network_reason
      when per_domain is not null
        and coalesce((domains ->> message.domain)::integer, 0) >= per_domain
        then domain_reason
    end;

    if reason is null then
      update private.outbox set admitted_at = now(), last_error = null where id = message.id;
      admitted_lately := admitted_lately + 1;
      admitted := admitted + 1;
      if message.network_hash is not null then
        networks := jsonb_set(networks, array[message.network_hash],
          to_jsonb(coalesce((networks ->> message.network_hash)::integer, 0) + 1));
      end if;
      if message.domain is not null then
        domains := jsonb_set(domains, array[message.domain],
          to_jsonb(coalesce((domains ->> message.domain)::integer, 0) + 1));
      end if;
    elsif message.deferred_at is null or message.last_error is distinct from reason then
      update private.outbox set deferred_at = coalesce(deferred_at, now()), last_error = reason
      where id = message.id;
    end if;
  end loop;

  select count(*) into waiting from private.outbox
  where kind in ('visitor', 'confirmation') and status = 'pending' and admitted_at is null;
  return jsonb_build_object('admitted', admitted, 'deferred', waiting, 'skipped', skipped);
end;
$$;

-- Decides the sales notices not decided yet, in the order their leads came: admitted, to go on
-- their own, while fewer than per_hour were admitted in the last hour; the rest are held for the
-- digest. A notice held stays for the digest. Null admits every one, those held included.
-- Answers how many wait for a digest.
create function private.admit_sales_notices(per_hour integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  room integer;
  waiting integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('sales admission', 0));
  if per_hour is null then
    update private.outbox set admitted_at = now()
    where kind = 'sales' and status = 'pending' and admitted_at is null;
    return 0;
  end if;

  select greatest(per_hour - count(*), 0) into room from private.outbox
  where kind = 'sales' and admitted_at > now() - interval '1 hour';

  update private.outbox set admitted_at = now()
  where id in (
    select id from private.outbox
    where kind = 'sales' and status = 'pending' and admitted_at is null and deferred_at is null
    order by created_at, id
    limit room
  );
  update private.outbox
  set deferred_at = now(),
    last_error = format('held for a digest: over the ceiling of %s sales notices an hour', per_hour)
  where kind = 'sales' and status = 'pending' and admitted_at is null and deferred_at is null;

  select count(*) into waiting from private.outbox
  where kind = 'sales' and status = 'pending' and admitted_at is null;
  return waiting;
end;
$$;

-- How long leads are kept after a mailbox's last submission: the retention the scheduled purge
-- applies, which the worker cannot change. The privacy policy prints LEADS_RETENTION_MONTHS; the
-- health check says when the two differ. Three years at most, the CNIL's for prospects.
create table private.retention (
  singleton boolean primary key default true check (singleton),
  lead_months integer not null default 36 check (lead_months between 1 and 36),
  changed_at timestamptz not null default now()
);

insert into private.retention default values;

alter table private.retention enable row level security;
revoke all on private.retention
  from public, anon, authenticated, leads_reader, leads_steward, outbox_worker;

create function private.lead_retention_months()
returns integer
language sql
stable
security definer
set search_path = ''
return (select lead_months from private.retention);

-- The steward sets it (npm run leads -- --retention MONTHS). Answers the months now held.
create function private.set_lead_retention(months integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if months is null or months < 1 or months > 36 then
    raise exception 'leads are kept from 1 to 36 months' using errcode = 'invalid_parameter_value';
  end if;
  update private.retention set lead_months = months, changed_at = now();
  return months;
end;
$$;

-- Traces that outlive their use: the rate-limit rows past their minute (the window of
-- private.count_submission, which otherwise deletes them only at the next submission) and the
-- funnel's days older than 25 months, the most audience measurement may keep. With dry_run
-- nothing is deleted. Answers the rows per table.
create function private.purge_traces(dry_run boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempts_cutoff constant timestamptz := now() - interval '1 minute';
  funnel_cutoff constant date := ((now() at time zone 'UTC') - interval '25 months')::date;
  attempts integer;
  funnel integer;
begin
  if dry_run then
    select count(*) into attempts from private.submission_attempts
    where attempted_at < attempts_cutoff;
    select count(*) into funnel from private.funnel_steps where day < funnel_cutoff;
  else
    delete from private.submission_attempts where attempted_at < attempts_cutoff;
    get diagnostics attempts = row_count;
    delete from private.funnel_steps where day < funnel_cutoff;
    get diagnostics funnel = row_count;
  end if;
  return jsonb_build_object('submission_attempts', attempts, 'funnel_steps', funnel);
end;
$$;

-- The worker's daily purge: the expired leads by the retention the database holds, and the traces.
-- It takes no parameter, so the worker purges nothing the schedule would not.
create function private.purge_on_schedule()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  months constant integer := private.lead_retention_months();
begin
  return private.purge_expired_leads(months, false)
    || private.purge_traces(false)
    || jsonb_build_object('months', months);
end;
$$;

revoke all on function
  private.recipient_domain(jsonb),
  private.admit_visitor_messages(integer, integer, integer),
  private.admit_sales_notices(integer),
  private.lead_retention_months(),
  private.set_lead_retention(integer),
  private.purge_traces(boolean),
  private.purge_on_schedule()
from public;
-- Only the steward may purge with months of its choosing.
revoke execute on function private.purge_expired_leads(integer, boolean) from outbox_worker;

-- An update of a message computes its recipient's domain again, as the role that updates it.
grant execute on function private.normalized_email(text), private.recipient_domain(jsonb)
  to outbox_worker, leads_steward;
grant execute on function
  private.admit_visitor_messages(integer, integer, integer),
  private.admit_sales_notices(integer),
  private.lead_retention_months(),
  private.purge_on_schedule()
to outbox_worker;
grant execute on function
  private.lead_retention_months(),
  private.set_lead_retention(integer),
  private.purge_traces(boolean)
to leads_steward;
