-- The consultants' desk. Every lead the sales team hears of gets an entry: its priority (tier),
-- the consultant it was routed to (owner), who took it and when, whether it was escalated for
-- waiting too long, and the call booked. A consultant takes a lead once, through a link made for
-- them (lib/desk/links.ts): the first one holds it, and later clicks learn who did. A lead
-- nobody took in time is escalated once. A call booked through the booking provider lands on
-- the lead of the same mailbox, or is a lead of its own. A result keeps the answers behind its
-- scores, so that the consultant can ask about them.
--
-- The server alone reads and writes the desk, as its own role (outbox_worker); the sales team's
-- command reads it (leads_reader); the steward finds and erases what a person asks about
-- (leads_steward). Visitors reach none of it.

-- A result's answers: one option letter per question, in the questions' order (question 1
-- first). Their format follows the assessment's shape, written by `npm run registry:sync`
-- (lib/leads/shape-checks.ts); results stored before keep none.
alter table api.assessment_results add column answers text;

-- As before (20261203000000_mailbox_proven.sql), and a new result carries its answers. A
-- trigger rather than a check that refuses null: a check NOT VALID still holds on every update,
-- and the results stored before, which have no answers, must stay confirmable.
create or replace function private.result_as_stored()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.link_nonce is null or new.owner_hash is null or new.confirm_hash is null then
    raise exception 'a result carries its links' using errcode = 'check_violation';
  end if;
  if new.answers is null then
    raise exception 'a result carries its answers' using errcode = 'check_violation';
  end if;
  new.confirmed_at := null;
  new.link_revoked_at := null;
  new.link_expires_at := now() + interval '12 months';
  if new.contact_id is not null and not exists (
    select from api.assessment_contacts c
    where c.id = new.contact_id
      and (
        private.normalized_email(c.email) = private.normalized_email(new.email)
        or c.created_at > coalesce(new.created_at, now()) - interval '3 hours'
      )
  ) then
    new.contact_id := null;
  end if;
  return new;
end;
$$;

-- Calls booked through the booking provider's webhook, each once however often the provider
-- retries (its address, `uri`, is unique). A booking names the lead of the same mailbox it
-- landed on; one that found none is a lead of its own, on the desk as 'call_bookings'.
create table private.call_bookings (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email api.email_address not null,
  name text not null check (name ~ '\S' and name !~ '[\u0001-\u001f\u007f]' and char_length(name) <= 200),
  call_at timestamptz not null,
  locale api.locale,
  uri text not null unique check (uri ~ '^https://\S+$' and char_length(uri) <= 1000),
  lead_table text
    check (lead_table in ('contact_submissions', 'assessment_contacts', 'assessment_results')),
  lead_id uuid,
  constraint call_bookings_lead_named check ((lead_table is null) = (lead_id is null))
);

create index call_bookings_mailbox
  on private.call_bookings (private.normalized_email(email), created_at desc);

-- One entry per lead. Its links expire from created_at, the lead's arrival; the escalation's clock
-- starts at notified_at, when its first sales notice went out. closed_at: the lead stopped
-- waiting without being taken (an assessment started whose result came: the result's entry takes
-- over). Addresses of consultants are kept in lower case, as the take links name them.
create table private.lead_desk (
  lead_table text not null check (
    lead_table in ('contact_submissions', 'assessment_contacts', 'assessment_results', 'call_bookings')
  ),
  lead_id uuid not null,
  created_at timestamptz not null,
  notified_at timestamptz,
  tier text check (tier in ('A', 'B', 'C')),
  owner text check (private.email_is_bare(owner) and owner = lower(owner)),
  taken_by text check (private.email_is_bare(taken_by) and taken_by = lower(taken_by)),
  taken_at timestamptz,
  escalated_at timestamptz,
  booked_at timestamptz,
  call_at timestamptz,
  closed_at timestamptz,
  primary key (lead_table, lead_id),
  constraint lead_desk_taken check ((taken_by is null) = (taken_at is null)),
  constraint lead_desk_booked check ((booked_at is null) = (call_at is null))
);

create index lead_desk_waiting on private.lead_desk (created_at)
  where taken_at is null and closed_at is null;
create index lead_desk_notified on private.lead_desk (notified_at) where notified_at is not null;

alter table private.call_bookings enable row level security;
alter table private.lead_desk enable row level security;
revoke all on private.call_bookings, private.lead_desk
  from public, anon, authenticated, service_role, outbox_worker, leads_reader, leads_steward;

-- The outbox learns the desk: a booking with no lead before is a lead whose sales notice and
-- webhook it carries, and a lead nobody took in time sends one `escalation` e-mail.
alter table private.outbox drop constraint outbox_lead_table_check;
alter table private.outbox
  add constraint outbox_lead_table_check check (
    lead_table in ('contact_submissions', 'assessment_contacts', 'assessment_results', 'call_bookings')
  );
alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox
  add constraint outbox_kind_check
    check (kind in ('sales', 'visitor', 'webhook', 'confirmation', 'event', 'escalation'));

-- The register of erasures counts the bookings erased too.
alter table private.erasures
  add column call_bookings integer not null default 0 check (call_bookings >= 0);

-- Tells the CRM, through the signed webhook, what the desk did with a lead: its table and id,
-- its tier and owner, and `extra`; never the lead's address. The message names no lead in its
-- own columns: the outbox keeps one message of each kind per lead (a result's `lead.confirmed`),
-- and a lead may be taken, escalated and booked besides. The erasure and the purge find it by
-- the lead its data names.
create function private.queue_desk_event(event_type text, entry private.lead_desk, extra jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into private.outbox (kind, payload)
  values ('event', jsonb_build_object(
    'type', event_type,
    'data', jsonb_build_object(
      'table', entry.lead_table,
      'id', entry.lead_id,
      'tier', entry.tier,
      'owner', entry.owner
    ) || coalesce(extra, '{}'::jsonb)
  ));
$$;

-- Puts each new lead on the desk. A result that names the details left before its questions
-- takes over from them: the contact's entry, if nobody took it, is closed; if a consultant took
-- it, the result is theirs at once, the same person's, and the CRM hears it was taken.
create function private.open_desk_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  contact_id uuid;
  contact_entry private.lead_desk;
  entry private.lead_desk;
begin
  insert into private.lead_desk (lead_table, lead_id, created_at)
  values (tg_table_name, new.id, new.created_at)
  on conflict (lead_table, lead_id) do nothing;
  -- Only a result has a contact_id: the other tables' rows have no such field to read.
  if tg_table_name = 'assessment_results' then
    contact_id := to_jsonb(new) ->> 'contact_id';
  end if;
  if contact_id is not null then
    update private.lead_desk set closed_at = now()
    where lead_table = 'assessment_contacts' and lead_id = contact_id
      and taken_at is null and closed_at is null;
    select * into contact_entry from private.lead_desk
    where lead_table = 'assessment_contacts' and lead_id = contact_id
      and taken_at is not null;
    if found then
      update private.lead_desk
      set taken_by = contact_entry.taken_by, taken_at = now(),
        owner = coalesce(contact_entry.owner, contact_entry.taken_by)
      where lead_table = 'assessment_results' and lead_id = new.id and taken_at is null
      returning * into entry;
      if found then
        perform private.queue_desk_event('lead.taken', entry, jsonb_build_object(
          'taken_by', entry.taken_by, 'taken_at', entry.taken_at
        ));
      end if;
    end if;
  end if;
  return null;
end;
$$;

create trigger contact_submissions_open_desk_entry
  after insert on api.contact_submissions
  for each row execute function private.open_desk_entry();

create trigger assessment_contacts_open_desk_entry
  after insert on api.assessment_contacts
  for each row execute function private.open_desk_entry();

create trigger assessment_results_open_desk_entry
  after insert on api.assessment_results
  for each row execute function private.open_desk_entry();

-- A lead erased or purged leaves the desk with it.
create function private.forget_desk_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.lead_desk where lead_table = tg_table_name and lead_id = old.id;
  return null;
end;
$$;

create trigger contact_submissions_forget_desk_entry
  after delete on api.contact_submissions
  for each row execute function private.forget_desk_entry();

create trigger assessment_contacts_forget_desk_entry
  after delete on api.assessment_contacts
  for each row execute function private.forget_desk_entry();

create trigger assessment_results_forget_desk_entry
  after delete on api.assessment_results
  for each row execute function private.forget_desk_entry();

create trigger call_bookings_forget_desk_entry
  after delete on private.call_bookings
  for each row execute function private.forget_desk_entry();

-- A lead as the outbox carries it, read now (private.queue_lead_messages builds the same): the
-- stored row without a result's links' hashes, for a result the details it names, and whether
-- the person objected. A booking with no lead before is its own: who, when, the call's time and
-- its language. Null when there is no such lead.
create function private.desk_payload(ref_table text, ref_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  lead jsonb;
  contact jsonb;
begin
  case ref_table
    when 'contact_submissions' then
      select to_jsonb(t) into lead from api.contact_submissions t where t.id = ref_id;
    when 'assessment_contacts' then
      select to_jsonb(t) into lead from api.assessment_contacts t where t.id = ref_id;
    when 'assessment_results' then
      select to_jsonb(t) - 'access_hash' - 'owner_hash' - 'confirm_hash' into lead
      from api.assessment_results t where t.id = ref_id;
      if lead ->> 'contact_id' is not null then
        select to_jsonb(c) into contact from api.assessment_contacts c
        where c.id = (lead ->> 'contact_id')::uuid;
      end if;
    when 'call_bookings' then
      select jsonb_build_object(
        'id', b.id, 'created_at', b.created_at, 'email', b.email, 'name', b.name,
        'call_at', b.call_at, 'locale', b.locale
      ) into lead
      from private.call_bookings b where b.id = ref_id and b.lead_table is null;
    else
      return null;
  end case;
  if lead is null then
    return null;
  end if;
  return jsonb_build_object(
    'table', ref_table,
    'lead', lead,
    'contact', contact,
    'objected', private.mailbox_objected(lead ->> 'email')
      or private.mailbox_objected(contact ->> 'email')
  );
end;
$$;

-- A lead's entry, as the server reads it; null when the lead has none.
create function private.desk_entry(ref_table text, ref_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
return (
  select to_jsonb(e) from private.lead_desk e where e.lead_table = ref_table and e.lead_id = ref_id
);

-- When a lead arrived, of any of the desk's tables; null for no such lead.
create function private.desk_lead_created(ref_table text, ref_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
return (
  select created_at from (
    select created_at from api.contact_submissions
    where ref_table = 'contact_submissions' and id = ref_id
    union all
    select created_at from api.assessment_contacts
    where ref_table = 'assessment_contacts' and id = ref_id
    union all
    select created_at from api.assessment_results
    where ref_table = 'assessment_results' and id = ref_id
    union all
    select created_at from private.call_bookings
    where ref_table = 'call_bookings' and id = ref_id and lead_table is null
  ) as lead
  limit 1
);

-- A lead's notice went out, routed to `owner` with priority `tier`: the first assignment holds,
-- and a retry keeps it; the escalation's clock starts with the first. A lead stored before the
-- desk existed, whose notice goes out now, joins it. Answers the entry, or null for no such lead.
create function private.desk_assign(ref_table text, ref_id uuid, given_tier text, given_owner text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry private.lead_desk;
begin
  if given_tier is null or given_tier not in ('A', 'B', 'C') then
    raise exception 'a tier is A, B or C' using errcode = 'invalid_parameter_value';
  end if;
  if given_owner is not null and not private.email_is_bare(btrim(given_owner)) then
    raise exception 'an owner is one bare address' using errcode = 'invalid_parameter_value';
  end if;
  insert into private.lead_desk (lead_table, lead_id, created_at)
  select ref_table, ref_id, arrived
  from (select private.desk_lead_created(ref_table, ref_id) as arrived) as lead
  where arrived is not null
  on conflict (lead_table, lead_id) do nothing;
  update private.lead_desk e
  set tier = coalesce(e.tier, given_tier),
    owner = coalesce(e.owner, lower(btrim(given_owner))),
    notified_at = coalesce(e.notified_at, now())
  where e.lead_table = ref_table and e.lead_id = ref_id
  returning * into entry;
  return case when found then to_jsonb(entry) end;
end;
$$;

-- A lead's priority rises (a call booked): C to B to A, never down. Answers the entry, or null.
create function private.desk_raise_tier(ref_table text, ref_id uuid, given_tier text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if given_tier is null or given_tier not in ('A', 'B', 'C') then
    raise exception 'a tier is A, B or C' using errcode = 'invalid_parameter_value';
  end if;
  update private.lead_desk e set tier = given_tier
  where e.lead_table = ref_table and e.lead_id = ref_id
    and (e.tier is null or given_tier < e.tier);
  return private.desk_entry(ref_table, ref_id);
end;
$$;

-- A consultant takes a lead. The first time, it is theirs (and its owner's, if it had none), the
-- CRM hears `lead.taken`, and the results that name the details it was left with, if untaken,
-- follow it; later calls change nothing and answer who took it and when. Answers
-- {first, entry}, or null for no such lead.
create function private.desk_take(ref_table text, ref_id uuid, consultant text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  taker constant text := lower(btrim(consultant));
  entry private.lead_desk;
  followed private.lead_desk;
begin
  if consultant is null or not private.email_is_bare(taker) then
    raise exception 'a consultant is one bare address' using errcode = 'invalid_parameter_value';
  end if;
  update private.lead_desk e
  set taken_by = taker, taken_at = now(), owner = coalesce(e.owner, taker)
  where e.lead_table = ref_table and e.lead_id = ref_id and e.taken_at is null
  returning * into entry;
  if not found then
    select * into entry from private.lead_desk e
    where e.lead_table = ref_table and e.lead_id = ref_id;
    if not found then
      return null;
    end if;
    return jsonb_build_object('first', false, 'entry', to_jsonb(entry));
  end if;

  perform private.queue_desk_event('lead.taken', entry, jsonb_build_object(
    'taken_by', entry.taken_by, 'taken_at', entry.taken_at
  ));
  if ref_table = 'assessment_contacts' then
    for followed in
      update private.lead_desk e
      set taken_by = taker, taken_at = now(), owner = coalesce(e.owner, taker)
      where e.lead_table = 'assessment_results' and e.taken_at is null and e.closed_at is null
        and e.lead_id in (select r.id from api.assessment_results r where r.contact_id = ref_id)
      returning *
    loop
      perform private.queue_desk_event('lead.taken', followed, jsonb_build_object(
        'taken_by', followed.taken_by, 'taken_at', followed.taken_at
      ));
    end loop;
  end if;
  return jsonb_build_object('first', true, 'entry', to_jsonb(entry));
end;
$$;

-- The entries whose notice went out in the last 14 days and that nobody took, none closed or
-- escalated, oldest notice first: the server weighs each against the business hours.
create function private.desk_due_for_escalation()
returns jsonb
language sql
stable
security definer
set search_path = ''
return (
  select coalesce(jsonb_agg(to_jsonb(e) order by e.notified_at, e.lead_id), '[]'::jsonb)
  from private.lead_desk e
  where e.notified_at > now() - interval '14 days'
    and e.taken_at is null and e.closed_at is null and e.escalated_at is null
);

-- A lead waited too long: the first time, and only while nobody took it, it is escalated, one
-- `escalation` e-mail is queued (the lead as the outbox carries it, with its entry) and the CRM
-- hears `lead.escalated`. Answers whether this call escalated it.
create function private.desk_escalate(ref_table text, ref_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry private.lead_desk;
  payload jsonb;
begin
  update private.lead_desk e set escalated_at = now()
  where e.lead_table = ref_table and e.lead_id = ref_id
    and e.escalated_at is null and e.taken_at is null and e.closed_at is null
  returning * into entry;
  if not found then
    return false;
  end if;
  payload := private.desk_payload(ref_table, ref_id);
  if payload is null then
    raise exception 'a lead on the desk has no row' using errcode = 'no_data_found';
  end if;
  insert into private.outbox (lead_table, lead_id, kind, payload)
  values (ref_table, ref_id, 'escalation', payload || jsonb_build_object('entry', to_jsonb(entry)))
  on conflict (lead_table, lead_id, kind) do nothing;
  perform private.queue_desk_event('lead.escalated', entry, jsonb_build_object(
    'notified_at', entry.notified_at, 'escalated_at', entry.escalated_at
  ));
  return true;
end;
$$;

-- Who a lead is, for the list of waiting leads: a name, a company and the address.
create function private.desk_person(ref_table text, ref_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
return (
  select jsonb_build_object('name', name, 'company_name', company_name, 'email', email)
  from (
    select first_name || ' ' || last_name as name, company_name::text, email::text
    from api.contact_submissions where ref_table = 'contact_submissions' and id = ref_id
    union all
    select first_name || ' ' || last_name, company_name::text, email::text
    from api.assessment_contacts where ref_table = 'assessment_contacts' and id = ref_id
    union all
    select coalesce(c.first_name || ' ' || c.last_name, ''), c.company_name::text, r.email::text
    from api.assessment_results r left join api.assessment_contacts c on c.id = r.contact_id
    where ref_table = 'assessment_results' and r.id = ref_id
    union all
    select name, null, email::text
    from private.call_bookings where ref_table = 'call_bookings' and id = ref_id
  ) as person
  limit 1
);

-- The leads nobody took, none closed, that arrived since `since` (all, when null), newest first,
-- each with who it is.
create function private.desk_waiting(since timestamptz default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
return (
  select coalesce(
    jsonb_agg(
      to_jsonb(e) || coalesce(private.desk_person(e.lead_table, e.lead_id), '{}'::jsonb)
      order by e.created_at desc, e.lead_id
    ),
    '[]'::jsonb
  )
  from private.lead_desk e
  where e.taken_at is null and e.closed_at is null and (since is null or e.created_at >= since)
);

-- How fast leads are taken, per ISO week of their notice (UTC), the last `weeks` weeks, this one
-- included: how many were taken, the median and 90th percentile of the minutes from the notice
-- to the take, and how many still wait. A result taken with the details it followed (before its
-- own notice) counts as taken, not in the minutes.
create function private.desk_response_times(weeks integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_week timestamptz;
  answer jsonb;
begin
  if weeks is null or weeks not between 1 and 520 then
    raise exception 'from 1 to 520 weeks' using errcode = 'invalid_parameter_value';
  end if;
  first_week := date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
    - make_interval(weeks => weeks - 1);
  select coalesce(jsonb_agg(to_jsonb(per_week) order by per_week.starts), '[]'::jsonb) into answer
  from (
    select
      to_char(s.week at time zone 'UTC', 'IYYY-"W"IW') as week,
      to_char(s.week at time zone 'UTC', 'YYYY-MM-DD') as starts,
      count(e.lead_id) filter (where e.taken_at is not null)::integer as taken,
      percentile_cont(0.5) within group (order by e.minutes)
        filter (where e.minutes is not null) as median_minutes,
      percentile_cont(0.9) within group (order by e.minutes)
        filter (where e.minutes is not null) as p90_minutes,
      count(e.lead_id) filter (where e.taken_at is null and e.closed_at is null)::integer as waiting
    from generate_series(first_week, now(), interval '1 week') as s(week)
    left join (
      select lead_id, notified_at, taken_at, closed_at,
        case when taken_at >= notified_at
          then extract(epoch from taken_at - notified_at)::float8 / 60 end as minutes
      from private.lead_desk
      where notified_at >= first_week
    ) as e on e.notified_at >= s.week and e.notified_at < s.week + interval '1 week'
    group by s.week
  ) as per_week;
  return answer;
end;
$$;

-- The key a company is matched by in a brief's thread: its name without case or spaces; null for
-- none.
create function private.company_key(company text)
returns text
language sql
immutable
set search_path = ''
return nullif(lower(regexp_replace(coalesce(company, ''), '\s+', '', 'g')), '');

-- A company key that may join a thread: null for the names people type when they have none.
create function private.company_in_thread(company text)
returns text
language sql
immutable
set search_path = ''
return case
  when company is null or length(company) < 2 then null
  when company in (
    'na', 'n/a', 'n.a.', 'none', 'nil', 'null', 'test', 'personal', 'private', 'individual',
    'self', 'selfemployed', 'self-employed', 'freelance', 'freelancer', 'independent', 'student',
    'aucune', 'aucun', 'néant', 'neant', 'particulier', 'indépendant', 'independant', 'étudiant',
    'etudiant', 'personnel', 'autoentrepreneur', 'auto-entrepreneur', 'microentreprise'
  ) then null
  when company !~ '[[:alnum:]]' then null
  else company
end;

-- The earlier contacts of a lead's person, for its brief: every lead (the three forms' and the
-- bookings) that arrived before it or with it, of the same mailbox, or of the same company under
-- another address of the same mail organisation; newest first, at most 20, the lead itself left
-- out. One person's past, never a stranger's: unrelated people type "N/A" alike.
create function private.desk_thread(
  ref_table text, ref_id uuid, until timestamptz, mailbox text, company text
)
returns jsonb
language sql
stable
security definer
set search_path = ''
return (
  select coalesce(jsonb_agg(to_jsonb(t) order by t.created_at desc, t.id), '[]'::jsonb)
  from (
    select leads.*, private.normalized_email(leads.email) = mailbox as same_mailbox
    from (
      select 'contact_submissions' as "table", id, created_at, locale::text, email::text,
        first_name || ' ' || last_name as name, company_name::text, company_size::text,
        message::text, null::numeric as percentage, null::text as level,
        null::timestamptz as call_at
      from api.contact_submissions
      union all
      select 'assessment_contacts', id, created_at, locale::text, email::text,
        first_name || ' ' || last_name, company_name::text, company_size::text,
        null, null, null, null
      from api.assessment_contacts
      union all
      select 'assessment_results', r.id, r.created_at, r.locale::text, r.email::text,
        coalesce(c.first_name || ' ' || c.last_name, ''), c.company_name::text,
        c.company_size::text, null, r.percentage, r.overall_readiness_level::text, null
      from api.assessment_results r left join api.assessment_contacts c on c.id = r.contact_id
      union all
      select 'call_bookings', id, created_at, coalesce(locale::text, ''), email::text, name,
        null, null, null, null, null, call_at
      from private.call_bookings
    ) as leads
    where leads.created_at <= until
      and not (leads."table" = ref_table and leads.id = ref_id)
      and (
        private.normalized_email(leads.email) = mailbox
        or (
          private.company_key(leads.company_name) = private.company_in_thread(company)
          and private.mail_organisation(leads.email) = private.mail_organisation(mailbox)
        )
      )
    order by leads.created_at desc, leads.id
    limit 20
  ) as t
);

-- Everything the database holds that a lead's brief shows: its entry, the lead as the outbox
-- carries it, a result's answers, where it stands (in groups of `min_group` at least), the
-- mailbox's confirmed result before it, and the thread. Null for a lead not on the desk.
create function private.desk_brief_source(ref_table text, ref_id uuid, min_group integer default 10)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry private.lead_desk;
  payload jsonb;
  r api.assessment_results;
  mailbox text;
begin
  select * into entry from private.lead_desk e
  where e.lead_table = ref_table and e.lead_id = ref_id;
  if not found then
    return null;
  end if;
  payload := private.desk_payload(ref_table, ref_id);
  if payload is null then
    return null;
  end if;
  if ref_table = 'assessment_results' then
    select * into r from api.assessment_results t where t.id = ref_id;
  end if;
  -- Whose past the brief shows: the lead's own mailbox, except for a result typed under an address
  -- nobody proved, whose person is the one who left the details before the questions.
  if r.id is not null and r.confirmed_at is null then
    mailbox := private.normalized_email(payload -> 'contact' ->> 'email');
  else
    mailbox := private.normalized_email(payload -> 'lead' ->> 'email');
  end if;
  return jsonb_build_object(
    'entry', to_jsonb(entry),
    'payload', payload,
    'answers', r.answers,
    'standings', case when r.id is not null then private.standings_of(r, min_group) end,
    'previous', case when r.confirmed_at is not null then private.previous_confirmed(r) end,
    'thread', private.desk_thread(
      ref_table, ref_id, entry.created_at,
      mailbox,
      private.company_key(
        coalesce(payload -> 'lead' ->> 'company_name', payload -> 'contact' ->> 'company_name')
      )
    )
  );
end;
$$;

-- What a booking came to: the lead it landed on (or itself), whether it found one, that lead's
-- entry and the lead as the outbox carries it.
create function private.desk_booking_answer(booking private.call_bookings)
returns jsonb
language sql
stable
set search_path = ''
return jsonb_build_object(
  'ref', jsonb_build_object(
    'table', coalesce(booking.lead_table, 'call_bookings'),
    'id', coalesce(booking.lead_id, booking.id)
  ),
  'matched', booking.lead_table is not null,
  'entry', private.desk_entry(
    coalesce(booking.lead_table, 'call_bookings'), coalesce(booking.lead_id, booking.id)
  ),
  'payload', private.desk_payload(
    coalesce(booking.lead_table, 'call_bookings'), coalesce(booking.lead_id, booking.id)
  )
);

-- A call booked through the provider's webhook, once per booking (its `uri`): a retried webhook
-- changes nothing more and gets the same answer. The booking lands on the newest lead of the
-- same mailbox still kept, of any form, whose entry records the booking and the call's time; the
-- CRM hears `lead.booked`. Someone who left no lead becomes one: on the desk, with a sales notice
-- and a webhook like any lead's, marked "do not prospect" if they objected, and `lead.booked`.
create function private.desk_book_call(
  given_email text, given_name text, given_call_at timestamptz, given_locale text, given_uri text
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking private.call_bookings;
  matched record;
  entry private.lead_desk;
  payload jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('call booking:' || coalesce(given_uri, ''), 0));
  select * into booking from private.call_bookings b where b.uri = given_uri;
  if found then
    return private.desk_booking_answer(booking);
  end if;

  select leads.lead_table, leads.id, leads.created_at into matched
  from (
    select 'contact_submissions' as lead_table, id, created_at, email from api.contact_submissions
    union all
    select 'assessment_contacts', id, created_at, email from api.assessment_contacts
    union all
    select 'assessment_results', id, created_at, email from api.assessment_results
  ) as leads
  where private.normalized_email(leads.email) = private.normalized_email(given_email)
    and leads.created_at > now() - make_interval(months => private.lead_retention_months())
  order by leads.created_at desc, leads.id
  limit 1;

  if found then
    insert into private.call_bookings (email, name, call_at, locale, uri, lead_table, lead_id)
    values (given_email, btrim(given_name), given_call_at, given_locale, given_uri,
      matched.lead_table, matched.id)
    returning * into booking;
    -- A lead stored before the desk existed joins it now.
    insert into private.lead_desk (lead_table, lead_id, created_at)
    values (matched.lead_table, matched.id, matched.created_at)
    on conflict (lead_table, lead_id) do nothing;
    update private.lead_desk e set booked_at = now(), call_at = given_call_at
    where e.lead_table = matched.lead_table and e.lead_id = matched.id
    returning * into entry;
  else
    insert into private.call_bookings (email, name, call_at, locale, uri)
    values (given_email, btrim(given_name), given_call_at, given_locale, given_uri)
    returning * into booking;
    insert into private.lead_desk (lead_table, lead_id, created_at, booked_at, call_at)
    values ('call_bookings', booking.id, booking.created_at, now(), given_call_at)
    returning * into entry;
    payload := private.desk_payload('call_bookings', booking.id);
    insert into private.outbox (lead_table, lead_id, kind, payload)
    values ('call_bookings', booking.id, 'sales', payload),
      ('call_bookings', booking.id, 'webhook', payload);
  end if;

  perform private.queue_desk_event('lead.booked', entry, jsonb_build_object(
    'matched', booking.lead_table is not null,
    'booked_at', entry.booked_at,
    'call_at', entry.call_at
  ));
  return private.desk_booking_answer(booking);
end;
$$;

-- As before (20261204000000_rights_reach_everywhere.sql), with the calls booked by the mailbox.
create or replace function private.leads_of_mailbox(mailbox text, until timestamptz default 'infinity')
returns uuid[]
language sql
stable
set search_path = ''
return (
  select coalesce(array_agg(id order by created_at, id), '{}')
  from (
    select id, created_at from api.contact_submissions
    where private.mailbox_hash(email) = mailbox
    union
    select id, created_at from api.assessment_contacts
    where private.mailbox_hash(email) = mailbox
    union
    select r.id, r.created_at from api.assessment_results r
    where private.mailbox_hash(r.email) = mailbox
      or r.contact_id in (
        select c.id from api.assessment_contacts c where private.mailbox_hash(c.email) = mailbox
      )
    union
    select id, created_at from private.call_bookings
    where private.mailbox_hash(email) = mailbox
  ) as leads
  where created_at <= until
);

-- As before (20261129000000_rights_and_retention.sql), with the calls booked: a booking is a
-- contact of its mailbox, which it keeps current, and it goes with the mailbox's other leads.
-- The desk's entries go with their leads (private.forget_desk_entry), and so do the desk's
-- events that name them.
create or replace function private.purge_expired_leads(months integer, dry_run boolean)
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
    union all
    select 'call_bookings', id, private.normalized_email(email), created_at
    from private.call_bookings
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
      or (kind = 'event' and (payload -> 'data' ->> 'table', payload -> 'data' ->> 'id')
        in (select lead_table, id::text from doomed))
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
  purged_call_bookings as (
    delete from private.call_bookings
    where not dry_run and id in (select id from doomed where lead_table = 'call_bookings')
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
    'call_bookings', (select count(*) from doomed where lead_table = 'call_bookings'),
    'outbox', (select count(*) from messages)
  ) into report;
  return report;
end;
$$;

revoke all on function
  private.queue_desk_event(text, private.lead_desk, jsonb),
  private.open_desk_entry(),
  private.forget_desk_entry(),
  private.desk_payload(text, uuid),
  private.desk_entry(text, uuid),
  private.desk_lead_created(text, uuid),
  private.desk_assign(text, uuid, text, text),
  private.desk_raise_tier(text, uuid, text),
  private.desk_take(text, uuid, text),
  private.desk_due_for_escalation(),
  private.desk_escalate(text, uuid),
  private.desk_person(text, uuid),
  private.desk_waiting(timestamptz),
  private.desk_response_times(integer),
  private.company_key(text),
  private.company_in_thread(text),
  private.desk_thread(text, uuid, timestamptz, text, text),
  private.desk_brief_source(text, uuid, integer),
  private.desk_booking_answer(private.call_bookings),
  private.desk_book_call(text, text, timestamptz, text, text)
from public, anon, authenticated, service_role;
-- The server works the desk, as its own role.
grant execute on function
  private.desk_entry(text, uuid),
  private.desk_assign(text, uuid, text, text),
  private.desk_raise_tier(text, uuid, text),
  private.desk_take(text, uuid, text),
  private.desk_due_for_escalation(),
  private.desk_escalate(text, uuid),
  private.desk_waiting(timestamptz),
  private.desk_response_times(integer),
  private.desk_brief_source(text, uuid, integer),
  private.desk_book_call(text, text, timestamptz, text, text)
to outbox_worker;

-- The sales team's command reads the desk beside the leads (npm run leads -- --waiting,
-- --response-times, the export's columns), and changes nothing.
grant execute on function private.desk_waiting(timestamptz), private.desk_response_times(integer)
  to leads_reader;
grant select on private.lead_desk, private.call_bookings to leads_reader;
create policy "the sales team reads the desk" on private.lead_desk
  for select to leads_reader using (true);
create policy "the sales team reads call bookings" on private.call_bookings
  for select to leads_reader using (true);

-- The steward finds a person's bookings and their leads' entries, and erases the bookings; the
-- entries go with their leads.
grant select, delete on private.call_bookings to leads_steward;
grant select on private.lead_desk to leads_steward;
create policy "the steward reads call bookings" on private.call_bookings
  for select to leads_steward using (true);
create policy "the steward erases call bookings" on private.call_bookings
  for delete to leads_steward using (true);
create policy "the steward reads the desk" on private.lead_desk
  for select to leads_steward using (true);
