-- Teams: several people of one company answer the assessment, and the one who invited them sees
-- the team's spread, never one person's answers.
--
-- The owner of a confirmed result opens a team link (its token is an HMAC of a nonce under the
-- server's secret; the database keeps the nonce, to show the owner the link again, and the
-- token's SHA-256, to know it). A colleague's result names the link's hash when it is stored;
-- the database turns it into the team, or refuses the result when the link was stopped. Nobody
-- outside the database reads a colleague's scores: the team's view answers counts, medians,
-- extremes and spreads, and nothing but its size until three people have answered.

create table private.teams (
  id uuid primary key default gen_random_uuid(),
  owner_result_id uuid not null unique
    references api.assessment_results (id) on delete cascade,
  invite_nonce text not null check (invite_nonce ~ '^[A-Za-z0-9_-]{22}$'),
  invite_hash text not null unique check (invite_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

alter table private.teams enable row level security;
revoke all on private.teams from public, anon, authenticated;

-- `team_invite` is what a visitor sends: the hash of the link they came through. It never stays:
-- the row keeps the team it resolved to, which nobody can name without the link.
alter table api.assessment_results
  add column team_id uuid references private.teams (id) on delete set null,
  add column team_invite text,
  add constraint assessment_results_team_invite_cleared check (team_invite is null);

create index assessment_results_team on api.assessment_results (team_id) where team_id is not null;

-- Whether a result's links still open: not stopped, not expired.
create function private.result_links_live(r api.assessment_results)
returns boolean
language sql
stable
set search_path = ''
return r.link_revoked_at is null
  and coalesce(r.link_expires_at, r.created_at + interval '12 months') > now();

-- The team a link's hash opens: live, and its owner's result still reachable; else null.
create function private.team_by_invite(invite text)
returns private.teams
language sql
stable
security definer
set search_path = ''
as $$
  select t.*
  from private.teams t
  join api.assessment_results o on o.id = t.owner_result_id
  where invite ~ '^[0-9a-f]{64}$'
    and t.invite_hash = invite
    and t.revoked_at is null
    and private.result_links_live(o)
$$;

-- Before a result is stored: whatever team a visitor names goes, and only a live link's hash
-- makes one. A stopped or unknown link refuses the result (a check violation, which the site
-- tells the visitor), rather than storing it outside the team they meant to answer for.
create function private.join_team()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  team private.teams;
begin
  new.team_id := null;
  if new.team_invite is not null then
    team := private.team_by_invite(new.team_invite);
    if team.id is null then
      raise exception 'the team link is unknown or was stopped' using errcode = '23514';
    end if;
    new.team_id := team.id;
  end if;
  new.team_invite := null;
  return new;
end;
$$;

create trigger assessment_results_join_team
  before insert on api.assessment_results
  for each row execute function private.join_team();

-- The team's respondents: the owner's result, and the latest confirmed result of each other
-- mailbox stored through the team's link, so that a colleague who answers again replaces their
-- answers. Only a proven mailbox counts: nobody can fill a team with made-up respondents to
-- isolate one colleague's scores, nor replace someone else's answers by typing their address,
-- and the owner's own answers stay the ones they opened the team with.
create function private.team_members(team uuid)
returns setof api.assessment_results
language sql
stable
security definer
set search_path = ''
as $$
  with team_owner as (
    select o.*
    from private.teams t join api.assessment_results o on o.id = t.owner_result_id
    where t.id = team
  )
  select distinct on (private.normalized_email(r.email)) r.*
  from api.assessment_results r, team_owner
  where r.id = team_owner.id
     or (
       r.team_id = team
       and r.confirmed_at is not null
       and private.normalized_email(r.email) <> private.normalized_email(team_owner.email)
     )
  order by private.normalized_email(r.email), r.created_at desc
$$;

-- The fewest respondents whose answers the team's view combines.
create function private.team_min_respondents()
returns integer
language sql
immutable
set search_path = ''
return 3;

-- What the team's view shows: how many answered, the company, and, from three respondents on,
-- per category the median, lowest and highest score, and the questions whose answers are
-- furthest apart (points from 4 for a to 1 for d, as lib/model/assessment-shape.ts gives them).
create function private.team_view(team uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with members as (
    select * from private.team_members(team)
  ),
  size as (
    select count(*)::integer as respondents from members
  ),
  per_category as (
    select
      item ->> 'category' as category,
      min(position) as position,
      percentile_cont(0.5) within group (order by (item ->> 'score')::numeric) as median,
      min((item ->> 'score')::integer) as lowest,
      max((item ->> 'score')::integer) as highest,
      max((item ->> 'maxScore')::integer) as max_score
    from members, jsonb_array_elements(members.category_scores) with ordinality as c(item, position)
    group by item ->> 'category'
  ),
  per_question as (
    select
      q.number,
      min(position(substr(m.answers, q.number, 1) in 'dcba')) as lowest,
      max(position(substr(m.answers, q.number, 1) in 'dcba')) as highest,
      count(*) as answered
    from members m, generate_series(1, coalesce(length(m.answers), 0)) as q(number)
    group by q.number
  )
  select jsonb_build_object(
    'team_id', team,
    'company_name', (
      select c.company_name
      from private.teams t
      join api.assessment_results o on o.id = t.owner_result_id
      join api.assessment_contacts c on c.id = o.contact_id
      where t.id = team
    ),
    'respondents', size.respondents,
    'categories', case when size.respondents >= private.team_min_respondents() then (
      select coalesce(jsonb_agg(jsonb_build_object(
        'category', category,
        'median', round(median::numeric, 1),
        'lowest', lowest,
        'highest', highest,
        'max_score', max_score
      ) order by position), '[]'::jsonb)
      from per_category
    ) end,
    'questions', case when size.respondents >= private.team_min_respondents() then (
      select coalesce(jsonb_agg(jsonb_build_object(
        'number', number,
        'lowest', lowest,
        'highest', highest
      ) order by highest - lowest desc, number), '[]'::jsonb)
      from (
        select * from per_question
        where answered >= private.team_min_respondents() and highest - lowest >= 2
        order by highest - lowest desc, number
        limit 3
      ) as apart
    ) end
  )
  from size
$$;

-- A team's name and size, for the firm's notice and the CRM, and the owner's e-mail.
create function private.team_summary(team uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', team,
    'company_name', view ->> 'company_name',
    'respondents', (view ->> 'respondents')::integer
  )
  from private.team_view(team) as view
$$;

-- After a colleague's result is stored and its messages queued: the firm's notice and the CRM
-- say it belongs to a team and how many have answered, this result included.
create function private.queue_team_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary jsonb;
  others integer;
begin
  if new.team_id is null then
    return null;
  end if;
  summary := private.team_summary(new.team_id);
  select count(*) into others from private.team_members(new.team_id) m
  where private.normalized_email(m.email) <> private.normalized_email(new.email);
  update private.outbox
  set payload = payload || jsonb_build_object(
    'team', summary || jsonb_build_object('respondents', others + 1)
  )
  where lead_table = 'assessment_results' and lead_id = new.id and kind in ('sales', 'webhook');
  return null;
end;
$$;

-- Named to run after assessment_results_queue_messages, which queues the notice it completes.
create trigger assessment_results_queue_team
  after insert on api.assessment_results
  for each row execute function private.queue_team_notice();

-- When a colleague confirms their address, their answers count in the team, and the team's owner
-- hears of it, unless their mailbox objected or was erased. Once per colleague's result: a
-- result is confirmed once. A stranger with the link can make the site write to the owner no
-- more than they can confirm mailboxes of their own.
create function private.queue_team_owner_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  team_owner api.assessment_results;
  owner_contact jsonb;
  recipient text;
  suppression text;
begin
  if new.team_id is null or old.confirmed_at is not null or new.confirmed_at is null then
    return null;
  end if;
  select o.* into team_owner
  from private.teams t join api.assessment_results o on o.id = t.owner_result_id
  where t.id = new.team_id;
  -- The owner answering again through their own link is no colleague.
  if team_owner.id is null
    or private.normalized_email(team_owner.email) = private.normalized_email(new.email) then
    return null;
  end if;
  select to_jsonb(c) into owner_contact from api.assessment_contacts c where c.id = team_owner.contact_id;
  recipient := private.mailbox_hash(team_owner.email);
  select reason into suppression from private.suppressed_mailboxes where mailbox_hash = recipient;
  insert into private.outbox
    (lead_table, lead_id, kind, payload, recipient_hash, status, last_error)
  values (
    'assessment_results', new.id, 'team',
    jsonb_build_object(
      'table', 'assessment_results',
      'lead', to_jsonb(team_owner) - 'access_hash' - 'owner_hash' - 'confirm_hash' - 'answers',
      'contact', owner_contact,
      'team', private.team_summary(new.team_id)
    ),
    recipient,
    case when suppression is null then 'pending' else 'skipped' end,
    case
      when suppression is null then null
      when suppression = 'objection' then 'the person objected to e-mail'
      else 'the person had their data erased'
    end
  )
  on conflict (lead_table, lead_id, kind) do nothing;
  return null;
end;
$$;

create trigger assessment_results_team_confirmed
  after update of confirmed_at on api.assessment_results
  for each row execute function private.queue_team_owner_message();

alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox
  add constraint outbox_kind_check
    check (kind in ('sales', 'visitor', 'webhook', 'confirmation', 'event', 'escalation', 'team'));

-- The owner's result for the SHA-256 of its owner's link: confirmed, its links live; else null.
create function private.owned_result(owner_token_hash text)
returns api.assessment_results
language sql
stable
security definer
set search_path = ''
as $$
  select r.*
  from api.assessment_results r
  where owner_token_hash ~ '^[0-9a-f]{64}$'
    and r.owner_hash = owner_token_hash
    and r.confirmed_at is not null
    and r.contact_id is not null
    and private.result_links_live(r)
$$;

-- The team of the result whose owner's link hashes to `owner_hash`: whether it may have one, its
-- link's nonce (to show the link again), whether the link is live, and its view. Null for no
-- such result.
create function api.team_of(owner_token_hash text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'team', (
      select jsonb_build_object(
        'nonce', t.invite_nonce,
        'active', t.revoked_at is null,
        'view', private.team_view(t.id)
      )
      from private.teams t where t.owner_result_id = r.id
    )
  )
  from private.owned_result(owner_token_hash) r
  where r.id is not null
$$;

-- Opens the owner's team link, or replaces a stopped one: the old link stays dead, the team and
-- its answers stay. True when the owner's link is one of a confirmed, live result.
create function api.team_open(owner_token_hash text, new_nonce text, new_invite_hash text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r api.assessment_results := private.owned_result(owner_token_hash);
begin
  if r.id is null then
    return false;
  end if;
  insert into private.teams (owner_result_id, invite_nonce, invite_hash)
  values (r.id, new_nonce, new_invite_hash)
  on conflict (owner_result_id) do update
    set invite_nonce = excluded.invite_nonce,
        invite_hash = excluded.invite_hash,
        revoked_at = null
    where private.teams.revoked_at is not null;
  return true;
end;
$$;

-- Stops the owner's team link: it opens nothing any more, and no result joins through it.
create function api.team_close(owner_token_hash text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r api.assessment_results := private.owned_result(owner_token_hash);
begin
  if r.id is null then
    return false;
  end if;
  update private.teams set revoked_at = now()
  where owner_result_id = r.id and revoked_at is null;
  return true;
end;
$$;

-- What a team link shows the colleague who follows it: who invited them, from which proven
-- address's domain, and for which company. Never the team's size or scores. Null for a link that is unknown or was stopped.
create function api.team_invite(invite_token_hash text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'first_name', c.first_name,
    'last_name', c.last_name,
    'company_name', c.company_name,
    'company_size', c.company_size,
    -- The domain of the address the owner proved: what a colleague can check the name against.
    'domain', split_part(o.email, '@', 2)
  )
  from private.team_by_invite(invite_token_hash) t
  join api.assessment_results o on o.id = t.owner_result_id
  join api.assessment_contacts c on c.id = o.contact_id
  where t.id is not null
$$;

revoke all on function
  private.result_links_live(api.assessment_results), private.team_by_invite(text),
  private.team_min_respondents(),
  private.join_team(), private.team_members(uuid), private.team_view(uuid),
  private.team_summary(uuid), private.queue_team_notice(), private.queue_team_owner_message(),
  private.owned_result(text),
  api.team_of(text), api.team_open(text, text, text), api.team_close(text),
  api.team_invite(text)
from public;

grant execute on function
  api.team_of(text), api.team_open(text, text, text), api.team_close(text),
  api.team_invite(text)
to anon, authenticated, service_role;

-- The consultant's brief shows a lead's team through the server's own role.
grant execute on function
  private.team_view(uuid), private.team_summary(uuid), private.team_min_respondents()
to outbox_worker;
