-- A person's rights reach wherever their data went. An objection, from `npm run leads -- --object`
-- or from the one-click link at the foot of every e-mail to a visitor, stops the e-mails already
-- queued, retrying or given up on, takes the person out of the comparison at once, and tells the
-- CRM; what sales and the CRM hear of any of the person's leads afterwards says "do not prospect",
-- however long ago it was queued. An erasure tells the CRM too. Neither the steward nor the
-- worker may queue anything else: each event is queued by a function below that makes it.

-- Why a visitor's e-mail to this mailbox (the outbox's recipient_hash) may not go, in the words
-- the outbox records; null when it may.
create function private.suppressed_because(recipient text)
returns text
language sql
stable
security definer
set search_path = ''
return (
  select case reason
    when 'objection' then 'the person objected to e-mail'
    else 'the person had their data erased'
  end
  from private.suppressed_mailboxes
  where mailbox_hash = recipient
);

-- Whether the person a lead's message is about objected, as of now: by the lead's address or by
-- the details it names. The worker reads it when it claims a sales notice or a webhook.
create function private.payload_objected(payload jsonb)
returns boolean
language sql
stable
security definer
set search_path = ''
return private.mailbox_objected(payload -> 'lead' ->> 'email')
  or private.mailbox_objected(payload -> 'contact' ->> 'email');

-- The ids of the mailbox's leads stored up to `until`, oldest first: its messages, its
-- assessments started, and the results given under its address or naming its details, as an
-- erasure finds them.
create function private.leads_of_mailbox(mailbox text, until timestamptz default 'infinity')
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
  ) as leads
  where created_at <= until
);

-- Tells the CRM, through the signed webhook, what became of a person: `lead.objected` or
-- `lead.erased`, with the mailbox's hash, the ids of the leads concerned, never an address, and
-- when. However many leads a mailbox has, each event stays well within a message's size: 400 ids
-- an event at most, so that a flood of leads under someone's address cannot block their rights.
create function private.queue_person_event(event_type text, mailbox text, lead_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  at_key text := case event_type when 'lead.objected' then 'objected_at' else 'erased_at' end;
  chunk integer := 400;
  start integer := 1;
begin
  loop
    insert into private.outbox (kind, payload)
    values ('event', jsonb_build_object(
      'type', event_type,
      'data', jsonb_build_object(
        'mailbox_hash', mailbox,
        'lead_ids', to_jsonb(coalesce(lead_ids[start:start + chunk - 1], '{}'::uuid[])),
        at_key, now()
      )
    ));
    start := start + chunk;
    exit when start > coalesce(array_length(lead_ids, 1), 0);
  end loop;
end;
$$;

-- The comparison's snapshot is taken at most daily, so that two reads a moment apart learn
-- nothing of a newcomer. A person who leaves it (an objection, an erasure) leaves it at once, and
-- only they do: their counted result is taken out of the snapshot as it stands, rather than the
-- snapshot taken again with everyone who came since. Each departure is noted, so that nobody is
-- taken out twice; the next daily snapshot starts afresh.
create table private.benchmark_departures (
  mailbox_hash text primary key check (mailbox_hash ~ '^[0-9a-f]{64}$'),
  departed_at timestamptz not null default now()
);

alter table private.benchmark_departures enable row level security;
revoke all on private.benchmark_departures from public, anon, authenticated;

-- Counts of one metric (score → how many) with one fewer at `score`.
create function private.one_fewer(counts jsonb, score integer)
returns jsonb
language sql
immutable
set search_path = ''
return case
  when score is null or counts is null or not counts ? score::text then counts
  when (counts ->> score::text)::integer <= 1 then counts - score::text
  else counts || jsonb_build_object(score::text, (counts ->> score::text)::integer - 1)
end;

-- Takes the mailbox's result out of the snapshot, if the snapshot counts it: the latest result it
-- had confirmed by then, unless the mailbox was off the comparison already. Must run before the
-- mailbox's suppression changes. Its domain is taken off its groups' count of domains too, which
-- can only hide a group until the next snapshot, never show a smaller one.
create function private.leave_comparison(mailbox text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  snapshot private.benchmark_snapshot;
  counted record;
begin
  select * into snapshot from private.benchmark_snapshot for update;
  if not found
    or exists (
      select from private.suppressed_mailboxes s
      where s.mailbox_hash = mailbox and s.since <= snapshot.taken_at
    )
    or exists (
      select from private.benchmark_departures d
      where d.mailbox_hash = mailbox and d.departed_at >= snapshot.taken_at
    )
  then
    return;
  end if;

  select r.total_score, r.category_scores, c.company_size into counted
  from api.assessment_results r
  left join api.assessment_contacts c on c.id = r.contact_id
  where private.mailbox_hash(r.email) = mailbox
    and r.confirmed_at is not null and r.confirmed_at <= snapshot.taken_at
  order by r.created_at desc
  limit 1;
  if not found then
    return;
  end if;

  update private.benchmark_snapshot
  set groups = (
    select coalesce(jsonb_agg(
      case when g ->> 'group' = 'all' or g ->> 'group' = counted.company_size::text then
        g || jsonb_build_object(
          'members', (g ->> 'members')::integer - 1,
          'domains', greatest((g ->> 'domains')::integer - 1, 0),
          'scores', (
            select coalesce(jsonb_object_agg(
              metric.key,
              private.one_fewer(
                metric.value,
                case when metric.key = 'total' then counted.total_score else (
                  select (item ->> 'score')::integer
                  from jsonb_array_elements(counted.category_scores) as item
                  where item ->> 'category' = metric.key
                ) end
              )
            ), '{}'::jsonb)
            from jsonb_each(g -> 'scores') as metric
          )
        )
      else g end
      order by place
    ), '[]'::jsonb)
    from jsonb_array_elements(snapshot.groups) with ordinality as listed(g, place)
  );

  delete from private.benchmark_departures where departed_at < snapshot.taken_at;
  insert into private.benchmark_departures (mailbox_hash) values (mailbox)
  on conflict (mailbox_hash) do update set departed_at = excluded.departed_at;
end;
$$;

-- The person of the mailbox (by its hash, as private.mailbox_hash makes it) objects: to e-mail,
-- to being prospected, and to their score being used to that end. From now on the site sends the
-- mailbox no automatic e-mail, and the e-mails waiting for it, retrying or dead are skipped with
-- the reason; the person leaves the comparison; and, the first time, the CRM hears `lead.objected`.
-- Their leads stay, marked "do not prospect" wherever they go. An erased mailbox stays erased.
-- Safe to repeat: the steward's command and the one-click link may both come. Answers the reason
-- the mailbox is suppressed for now, whether it was already, and how many e-mails were stopped.
create function private.object_to_mailbox(mailbox text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  added integer;
  stopped integer;
begin
  if mailbox is null or mailbox !~ '^[0-9a-f]{64}$' then
    raise exception 'a mailbox is named by its hash' using errcode = 'invalid_parameter_value';
  end if;
  -- The lock the outbox trigger takes for the mailbox: a lead stored meanwhile waits, then finds
  -- the mailbox suppressed.
  perform pg_advisory_xact_lock(hashtextextended(mailbox, 0));
  perform private.leave_comparison(mailbox);
  insert into private.suppressed_mailboxes (mailbox_hash, reason)
  values (mailbox, 'objection')
  on conflict (mailbox_hash) do nothing;
  get diagnostics added = row_count;

  update private.outbox
  set status = 'skipped', last_error = private.suppressed_because(mailbox),
      locked_until = null, claim_token = null
  where kind in ('visitor', 'confirmation') and recipient_hash = mailbox
    and status in ('pending', 'dead');
  get diagnostics stopped = row_count;

  if added = 1 then
    perform private.queue_person_event('lead.objected', mailbox, private.leads_of_mailbox(mailbox));
  end if;
  return jsonb_build_object(
    'mailbox_hash', mailbox,
    'reason', (select reason from private.suppressed_mailboxes where mailbox_hash = mailbox),
    'already', added = 0,
    'stopped', stopped
  );
end;
$$;

-- An erasure of the mailbox is under way (lib/leads/rights.ts erases the rows, in the same
-- transaction, right after): the mailbox goes on the suppression list for the erasure, replacing
-- an objection; the person leaves the comparison; the e-mails waiting for it are skipped; and the
-- CRM hears `lead.erased` with the ids of the leads about to go. The steward calls it, and may
-- queue nothing else.
create function private.record_erasure(mailbox text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if mailbox is null or mailbox !~ '^[0-9a-f]{64}$' then
    raise exception 'a mailbox is named by its hash' using errcode = 'invalid_parameter_value';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(mailbox, 0));
  perform private.leave_comparison(mailbox);
  delete from private.suppressed_mailboxes where mailbox_hash = mailbox and reason = 'objection';
  insert into private.suppressed_mailboxes (mailbox_hash, reason)
  values (mailbox, 'erasure')
  on conflict (mailbox_hash) do nothing;
  update private.outbox
  set status = 'skipped', last_error = private.suppressed_because(mailbox),
      locked_until = null, claim_token = null
  where kind in ('visitor', 'confirmation') and recipient_hash = mailbox
    and status in ('pending', 'dead');
  perform private.queue_person_event('lead.erased', mailbox, private.leads_of_mailbox(mailbox));
end;
$$;

-- A backup brought back leads of a mailbox in the register of erasures (lib/leads/rights.ts
-- erases them again, in the same transaction, right after): the mailbox is suppressed for its
-- erasure again, the e-mails waiting for it are skipped, and the CRM hears `lead.erased` again
-- for the leads stored up to its last erasure, which are the ones to go. A person who came back
-- since keeps what they left after it. Answers that last erasure's time, or null when the mailbox
-- is not in the register.
create function private.reapply_erasure(mailbox text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  erased timestamptz;
  lead_ids uuid[];
begin
  select max(erased_at) into erased from private.erasures where mailbox_hash = mailbox;
  if erased is null then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(mailbox, 0));
  perform private.leave_comparison(mailbox);
  delete from private.suppressed_mailboxes where mailbox_hash = mailbox and reason = 'objection';
  insert into private.suppressed_mailboxes (mailbox_hash, reason)
  values (mailbox, 'erasure')
  on conflict (mailbox_hash) do nothing;
  update private.outbox
  set status = 'skipped', last_error = private.suppressed_because(mailbox),
      locked_until = null, claim_token = null
  where kind in ('visitor', 'confirmation') and recipient_hash = mailbox
    and status in ('pending', 'dead') and created_at <= erased;
  lead_ids := private.leads_of_mailbox(mailbox, erased);
  if cardinality(lead_ids) > 0 then
    perform private.queue_person_event('lead.erased', mailbox, lead_ids);
  end if;
  return erased;
end;
$$;

revoke all on function
  private.suppressed_because(text),
  private.payload_objected(jsonb),
  private.leads_of_mailbox(text, timestamptz),
  private.queue_person_event(text, text, uuid[]),
  private.one_fewer(jsonb, integer),
  private.leave_comparison(text),
  private.object_to_mailbox(text),
  private.record_erasure(text),
  private.reapply_erasure(text)
from public;

-- The worker skips a suppressed mailbox's e-mail and reads "do not prospect" when it claims; the
-- server, as the worker, records a one-click objection. The steward objects and erases. The
-- export reads "do not prospect" beside each lead.
grant execute on function private.suppressed_because(text), private.payload_objected(jsonb)
  to outbox_worker;
grant execute on function private.object_to_mailbox(text) to outbox_worker, leads_steward;
grant execute on function private.record_erasure(text), private.reapply_erasure(text)
  to leads_steward;
grant execute on function private.mailbox_objected(text) to leads_reader;
