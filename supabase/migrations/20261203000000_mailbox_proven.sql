-- Nothing reaches a mailbox, or comes from its past, until its owner proves it. Anyone can type
-- anyone's address at the end of the assessment: the result is stored and shown to whoever took
-- it, and sales hear of it, but the mailbox gets only a short confirmation e-mail carrying nothing
-- the visitor typed. Its link, once followed, sends the results e-mail. Only then does the result
-- count in the comparison, and only the owner's link shows the progress since an earlier one.
--
-- A result has three links, each a token the server derives from the result's id and a nonce of
-- its own under RESULTS_LINK_SECRET (lib/assessment/link/token.ts); the database keeps the nonce
-- and each token's SHA-256, never a token:
--   access_hash  the page's link: shown after the questions and sent to the sales team;
--   owner_hash   the results e-mail's link: the same page, with the progress since;
--   confirm_hash the confirmation e-mail's link.
-- Links expire 12 months after the result (renewed when a later result of the mailbox is
-- confirmed) and can be revoked one at a time.

alter table api.assessment_results
  add column link_nonce text,
  add column owner_hash text,
  add column confirm_hash text,
  add column confirmed_at timestamptz,
  add column link_expires_at timestamptz,
  add column link_revoked_at timestamptz;

create unique index assessment_results_owner_hash on api.assessment_results (owner_hash);
create unique index assessment_results_confirm_hash on api.assessment_results (confirm_hash);
-- The progress since and the comparison look results up by mailbox.
create index assessment_results_mailbox
  on api.assessment_results (private.normalized_email(email), created_at desc);

alter table api.assessment_results
  add constraint assessment_results_links_check check (
    (link_nonce is null and owner_hash is null and confirm_hash is null)
    or (
      coalesce(link_nonce ~ '^[A-Za-z0-9_-]{22}$', false)
      and coalesce(owner_hash ~ '^[0-9a-f]{64}$', false)
      and coalesce(confirm_hash ~ '^[0-9a-f]{64}$', false)
      and owner_hash <> access_hash and confirm_hash <> access_hash and confirm_hash <> owner_hash
    )
  ) not valid;

-- What a result's insert may not choose: it carries its three links, it is unconfirmed, and its
-- links live 12 months. The details it names (the wizard's contact) must be the same mailbox's,
-- or left in the three hours before it: a contact id is no key to hang a result on someone else's
-- name. (A visitor's row is stamped with the server's clock, within a minute of now.)
create function private.result_as_stored()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.link_nonce is null or new.owner_hash is null or new.confirm_hash is null then
    raise exception 'a result carries its links' using errcode = 'check_violation';
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

create trigger assessment_results_as_stored
  before insert on api.assessment_results
  for each row execute function private.result_as_stored();

-- The outbox learns three things. A result's first e-mail is a confirmation; the results e-mail
-- is queued when the mailbox's owner confirms. Events tell the CRM what happened to a lead or a
-- person (confirmed, objected, erased): an event of a person names no lead. And a visitor's
-- e-mail records the network key of the visitor who caused it, so that one network cannot use up
-- every visitor's share of the hourly ceiling.
alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox
  add constraint outbox_kind_check
    check (kind in ('sales', 'visitor', 'webhook', 'confirmation', 'event')),
  alter column lead_table drop not null,
  alter column lead_id drop not null,
  add constraint outbox_lead_named check (kind = 'event' or (lead_table is not null and lead_id is not null)),
  add column network_hash text check (network_hash ~ '^[0-9a-f]{64}$');

drop index private.outbox_recipient;
create index outbox_recipient on private.outbox (recipient_hash, created_at)
  where kind in ('visitor', 'confirmation');

-- As before (20261128010000_outbox_claims_and_retries.sql), for both e-mails a visitor's address
-- may get: the confirmation and, once confirmed, the results.
create or replace function private.admit_visitor_messages(per_hour integer, reason text)
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
    where kind in ('visitor', 'confirmation') and status = 'pending' and admitted_at is null
    order by created_at, id
  loop
    if per_hour is null or (
      select count(*) from private.outbox
      where kind in ('visitor', 'confirmation') and admitted_at is not null
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

drop index private.outbox_visitor_created;
create index outbox_visitor_created on private.outbox (created_at)
  where kind in ('visitor', 'confirmation');

-- The first key a visitor's insert carries is the one the site derives from the visitor's network
-- (lib/submission/client-key.ts); null when there is none.
create function private.visitor_network_key()
returns text
language sql
stable
set search_path = ''
return (
  select case when given ~ '^[0-9a-f]{64}$' then given end
  from (
    select split_part(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-submission-keys', ',', 1
    ) as given
  ) as header
);

-- Whether a mailbox objected: its leads reach sales and the CRM marked "do not prospect".
create function private.mailbox_objected(address text)
returns boolean
language sql
stable
security definer
set search_path = ''
return address is not null and exists (
  select from private.suppressed_mailboxes
  where mailbox_hash = private.mailbox_hash(address) and reason = 'objection'
);

-- As before (20261201000000_results_that_live_on.sql), with four changes: a result's visitor
-- e-mail is the confirmation, never the results; a result's contact is only the one it names;
-- every message says whether the person objected; and the links' hashes stay in the database.
create or replace function private.queue_lead_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new) - 'access_hash' - 'owner_hash' - 'confirm_hash';
  contact jsonb;
  payload jsonb;
  recipient text := private.mailbox_hash(new.email);
  visitor_kind text := case tg_table_name when 'assessment_results' then 'confirmation' else 'visitor' end;
  suppression text;
  visitor_status text := 'pending';
  skip_reason text;
begin
  if tg_table_name = 'assessment_results' and lead ->> 'contact_id' is not null then
    select to_jsonb(c) into contact from api.assessment_contacts c
    where c.id = (lead ->> 'contact_id')::uuid;
  end if;
  payload := jsonb_build_object(
    'table', tg_table_name,
    'lead', lead,
    'contact', contact,
    'objected', private.mailbox_objected(new.email) or private.mailbox_objected(contact ->> 'email')
  );

  insert into private.outbox (lead_table, lead_id, kind, payload)
  values (tg_table_name, new.id, 'sales', payload), (tg_table_name, new.id, 'webhook', payload);

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
      -- What anyone can make the site send a mailbox: its owner's results e-mails do not count.
      select count(*) from private.outbox
      where (kind = 'confirmation' or (kind = 'visitor' and lead_table = 'contact_submissions'))
        and recipient_hash = recipient
        and status <> 'skipped' and created_at > now() - interval '1 day'
    ) >= 3 then
      visitor_status := 'skipped';
      skip_reason := 'three e-mails a day to this mailbox already';
    end if;
    insert into private.outbox
      (lead_table, lead_id, kind, payload, recipient_hash, network_hash, status, last_error)
    values (
      tg_table_name, new.id, visitor_kind, payload, recipient, private.visitor_network_key(),
      visitor_status, skip_reason
    );
  end if;
  return null;
end;
$$;

-- The scores of a result, as the results page draws them.
create or replace function private.result_scores(r api.assessment_results)
returns jsonb
language sql
stable
set search_path = ''
return jsonb_build_object(
  'id', r.id,
  'created_at', r.created_at,
  'locale', r.locale,
  'total_score', r.total_score,
  'max_possible_score', r.max_possible_score,
  'overall_readiness_level', r.overall_readiness_level,
  'percentage', r.percentage,
  'category_scores', r.category_scores
);

-- The mailbox's confirmed result before `r`, for the progress since: only ever shown to the
-- mailbox's owner.
create function private.previous_confirmed(r api.assessment_results)
returns jsonb
language sql
stable
security definer
set search_path = ''
return (
  select private.result_scores(p)
  from api.assessment_results p
  where private.normalized_email(p.email) = private.normalized_email(r.email)
    and p.created_at < r.created_at
    and p.confirmed_at is not null
  order by p.created_at desc
  limit 1
);

-- The comparison. Nobody outside the database sees a count: it answers where one result stands,
-- as a share rounded to 5 %, among the latest confirmed result of each mailbox that did not
-- object, from a snapshot taken at most once a day, and only in groups of at least `min_group`
-- (10 at least) mailboxes of as many different domains. A made-up result counts only once its
-- mailbox's owner confirmed it; a result typed under someone else's address never displaces
-- theirs; two reads a moment apart read the same snapshot.
create table private.benchmark_snapshot (
  singleton boolean primary key default true check (singleton),
  taken_at timestamptz not null,
  -- [{group, members, domains, scores: {metric: {score: count}}}]
  groups jsonb not null
);

alter table private.benchmark_snapshot enable row level security;
revoke all on private.benchmark_snapshot from public, anon, authenticated;

create function private.refresh_benchmark()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('benchmark snapshot', 0));
  if exists (
    select from private.benchmark_snapshot where taken_at > now() - interval '1 day'
  ) then
    return;
  end if;
  insert into private.benchmark_snapshot (singleton, taken_at, groups)
  select true, now(), coalesce(jsonb_agg(g order by g ->> 'group'), '[]'::jsonb)
  from (
    with latest as (
      select distinct on (private.normalized_email(r.email))
        private.normalized_email(r.email) as mailbox, r.total_score, r.category_scores,
        c.company_size
      from api.assessment_results r
      left join api.assessment_contacts c on c.id = r.contact_id
      where r.confirmed_at is not null
        and not exists (
          select from private.suppressed_mailboxes s
          where s.mailbox_hash = private.mailbox_hash(r.email)
        )
      order by private.normalized_email(r.email), r.created_at desc
    ),
    grouped as (
      select 'all'::text as grp, mailbox, total_score, category_scores from latest
      union all
      select company_size::text, mailbox, total_score, category_scores
      from latest where company_size is not null
    ),
    scores as (
      select grp, 'total' as metric, total_score as score from grouped
      union all
      select grp, item ->> 'category', (item ->> 'score')::integer
      from grouped, jsonb_array_elements(category_scores) as item
    ),
    per_score as (
      select grp, metric, score, count(*) as members from scores group by grp, metric, score
    ),
    per_metric as (
      select grp, metric, jsonb_object_agg(score::text, members order by score) as counts
      from per_score group by grp, metric
    )
    select jsonb_build_object(
      'group', grp,
      'members', count(*),
      'domains', count(distinct split_part(mailbox, '@', 2)),
      'scores', (select jsonb_object_agg(metric, counts) from per_metric m where m.grp = gr.grp)
    ) as g
    from grouped gr
    group by grp
  ) as snapshot
  on conflict (singleton) do update set taken_at = excluded.taken_at, groups = excluded.groups;
end;
$$;

-- Where one result stands: for its company size's group, when large enough, then everyone's.
-- Each: the group's size rounded down to tens, and the share of the group that scored lower,
-- rounded to 5 %, overall and per category.
create function private.standings_of(r api.assessment_results, min_group integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  floor_size constant integer := greatest(coalesce(min_group, 10), 10);
  size text;
  answer jsonb;
begin
  perform private.refresh_benchmark();
  select c.company_size into size from api.assessment_contacts c where c.id = r.contact_id;
  select coalesce(jsonb_agg(standing order by position), '[]'::jsonb) into answer
  from (
    select
      case when g ->> 'group' = 'all' then 2 else 1 end as position,
      jsonb_build_object(
        'group', g ->> 'group',
        'members', ((g ->> 'members')::integer / 10) * 10,
        'total', private.share_below(g -> 'scores' -> 'total', (g ->> 'members')::integer, r.total_score),
        'categories', (
          select jsonb_object_agg(
            item ->> 'category',
            private.share_below(
              g -> 'scores' -> (item ->> 'category'),
              (g ->> 'members')::integer,
              (item ->> 'score')::integer
            )
          )
          from jsonb_array_elements(r.category_scores) as item
        )
      ) as standing
    from private.benchmark_snapshot s, jsonb_array_elements(s.groups) as g
    where (g ->> 'group' = 'all' or g ->> 'group' = size)
      and (g ->> 'members')::integer >= floor_size
      and (g ->> 'domains')::integer >= floor_size
  ) as standings;
  return answer;
end;
$$;

-- The share of `members` whose score, in `counts` (score → how many), is below `score`, as a
-- whole percent rounded to 5.
create function private.share_below(counts jsonb, members integer, score integer)
returns integer
language sql
immutable
set search_path = ''
return (
  select (round(coalesce(sum(value::integer), 0) * 20.0 / greatest(members, 1)) * 5)::integer
  from jsonb_each_text(coalesce(counts, '{}'::jsonb))
  where key::integer < score
);

-- One result for the SHA-256 of one of its links' tokens, or null: its scores, who it was
-- prepared for (never the address), whether it is confirmed, where it stands, and, only through
-- the owner's link of a confirmed result, the mailbox's confirmed result before it. A revoked or
-- expired link is no link. Runs as its owner, so that a visitor who may read nothing else can
-- follow a link; the comparison's snapshot may be renewed on the way.
drop function api.assessment_result(text);
drop function api.assessment_benchmark(integer);

create function api.assessment_result(token_hash text, min_group integer default 10)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'result', private.result_scores(r),
    'contact', (
      select jsonb_build_object(
        'first_name', c.first_name,
        'last_name', c.last_name,
        'company_name', c.company_name,
        'company_size', c.company_size
      )
      from api.assessment_contacts c where c.id = r.contact_id
    ),
    'owner', r.owner_hash = token_hash,
    'confirmed', r.confirmed_at is not null,
    'standings', private.standings_of(r, min_group),
    'previous', case
      when r.owner_hash = token_hash and r.confirmed_at is not null
        then private.previous_confirmed(r)
    end
  )
  from api.assessment_results r
  where token_hash ~ '^[0-9a-f]{64}$'
    and (r.access_hash = token_hash or r.owner_hash = token_hash)
    and r.link_revoked_at is null
    and coalesce(r.link_expires_at, r.created_at + interval '12 months') > now()
$$;

-- How long a confirmation link may be followed.
create function private.confirmation_days()
returns integer
language sql
immutable
set search_path = ''
return 30;

-- The mailbox's owner confirms a result, through the SHA-256 of its confirmation link's token.
-- The first time: the result is confirmed (it counts in the comparison from the next snapshot),
-- the links of the mailbox's earlier confirmed results live 12 months more, the results e-mail is
-- queued with the progress since and the standing, unless the mailbox objected or was erased,
-- and the CRM hears of it; again within ten minutes, the same answer. Answers the outcome and,
-- to whoever holds the link, what the server needs to make the owner's link: the result's id,
-- nonce and language.
create function api.confirm_result(confirm_hash text, min_group integer default 10)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r api.assessment_results;
  lead jsonb;
  contact jsonb;
  recipient text;
  suppression text;
begin
  if confirm_hash is null or confirm_hash !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('status', 'unknown');
  end if;
  select * into r from api.assessment_results a
  where a.confirm_hash = confirm_result.confirm_hash
  for update;
  if not found then
    return jsonb_build_object('status', 'unknown');
  end if;
  if r.link_revoked_at is not null then
    return jsonb_build_object('status', 'expired');
  end if;
  if r.confirmed_at is not null then
    -- A button pressed twice, or a form sent again, is the same confirmation.
    return jsonb_build_object(
      'status', case when r.confirmed_at > now() - interval '10 minutes' then 'confirmed'
        else 'already' end,
      'id', r.id, 'link_nonce', r.link_nonce, 'locale', r.locale
    );
  end if;
  if r.created_at < now() - make_interval(days => private.confirmation_days()) then
    return jsonb_build_object('status', 'expired');
  end if;

  update api.assessment_results set confirmed_at = now() where id = r.id returning * into r;
  update api.assessment_results
  set link_expires_at = greatest(link_expires_at, now() + interval '12 months')
  where private.normalized_email(email) = private.normalized_email(r.email)
    and confirmed_at is not null and link_revoked_at is null and id <> r.id;

  recipient := private.mailbox_hash(r.email);
  perform pg_advisory_xact_lock(hashtextextended(recipient, 0));
  select reason into suppression from private.suppressed_mailboxes where mailbox_hash = recipient;
  lead := to_jsonb(r) - 'access_hash' - 'owner_hash' - 'confirm_hash';
  -- The details left before the questions go to the owner only when they are the owner's own:
  -- a stranger who typed this address would otherwise greet its owner with words of their choice,
  -- and print them in the report, once the owner confirms.
  select to_jsonb(c) into contact from api.assessment_contacts c
  where c.id = r.contact_id
    and private.normalized_email(c.email) = private.normalized_email(r.email);

  insert into private.outbox (lead_table, lead_id, kind, payload, recipient_hash, status, last_error)
  values (
    'assessment_results', r.id, 'visitor',
    jsonb_build_object(
      'table', 'assessment_results',
      'lead', lead,
      'contact', contact,
      'objected', suppression = 'objection',
      'previous', private.previous_confirmed(r),
      'standings', private.standings_of(r, min_group)
    ),
    recipient,
    case when suppression is null then 'pending' else 'skipped' end,
    case suppression
      when 'objection' then 'the person objected to e-mail'
      when 'erasure' then 'the person had their data erased'
    end
  )
  on conflict (lead_table, lead_id, kind) do nothing;

  insert into private.outbox (lead_table, lead_id, kind, payload)
  values (
    'assessment_results', r.id, 'event',
    jsonb_build_object(
      'type', 'lead.confirmed',
      'data', jsonb_build_object('id', r.id, 'confirmed_at', r.confirmed_at)
    )
  )
  on conflict (lead_table, lead_id, kind) do nothing;

  return jsonb_build_object(
    'status', 'confirmed', 'id', r.id, 'link_nonce', r.link_nonce, 'locale', r.locale
  );
end;
$$;

-- A link someone shared by mistake: the result's links stop working at once (npm run leads --
-- --revoke-link). Answers how many results it revoked: 0 or 1.
create function private.revoke_result_link(token_hash text)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with revoked as (
    update api.assessment_results set link_revoked_at = now()
    where token_hash ~ '^[0-9a-f]{64}$'
      and (access_hash = token_hash or owner_hash = token_hash or confirm_hash = token_hash)
      and link_revoked_at is null
    returning 1
  )
  select count(*)::integer from revoked
$$;

revoke all on function
  private.result_as_stored(),
  private.visitor_network_key(),
  private.mailbox_objected(text),
  private.previous_confirmed(api.assessment_results),
  private.refresh_benchmark(),
  private.standings_of(api.assessment_results, integer),
  private.share_below(jsonb, integer, integer),
  private.confirmation_days(),
  private.revoke_result_link(text),
  api.assessment_result(text, integer),
  api.confirm_result(text, integer)
from public;
grant execute on function private.result_as_stored(), private.visitor_network_key()
  to anon, authenticated, service_role;
grant execute on function api.assessment_result(text, integer), api.confirm_result(text, integer)
  to anon, authenticated, service_role;
grant execute on function private.revoke_result_link(text) to leads_steward;
