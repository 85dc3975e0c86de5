-- The assistant's model budget and the funnel's counts become the server's alone. Until now both
-- were functions anyone holding the anon key could call: the reservation took the caller's own
-- daily budget, so ten calls spent the site's day, and every funnel count was a write of its own.
-- Both now run as the server's own role, outbox_worker, which every web server reaches through its
-- trusted connection (OUTBOX_DATABASE_URL with Supabase, the embedded database's own otherwise):
-- the Data API exposes neither.
--
-- The model's budget lives here: a settings row the server writes ASSISTANT_DAILY_TOKENS into.
-- Each answer reserves what it may cost before the model is asked, and is settled afterwards at
-- what the provider reports it used, so that the day counts tokens spent, not tokens feared.

drop function api.assistant_reserve(integer, integer);
drop table private.assistant_tokens;

-- The tokens all answers together may use in a UTC day. One row; only the server changes it.
create table private.assistant_budget (
  singleton boolean primary key default true check (singleton),
  daily_tokens integer not null check (daily_tokens >= 0)
);
insert into private.assistant_budget (daily_tokens) values (200000);

-- One row per answer a model was allowed to write: what was reserved for it, and, once the answer
-- has ended, what it used. Kept for the UTC day it counts against.
create table private.assistant_reservations (
  id bigint generated always as identity primary key,
  day date not null,
  reserved integer not null check (reserved between 1 and 20000),
  used integer check (used between 0 and 1000000),
  reserved_at timestamptz not null default now()
);

create index assistant_reservations_day on private.assistant_reservations (day);

alter table private.assistant_budget enable row level security;
alter table private.assistant_reservations enable row level security;
revoke all on private.assistant_budget, private.assistant_reservations
  from public, anon, authenticated, outbox_worker;

-- Sets the day's budget for every answer from now on. Runs as its owner: the server sets the
-- budget without being able to change anything else.
create function private.assistant_set_daily_tokens(daily_tokens integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if daily_tokens is null or daily_tokens < 0 then
    raise exception 'a daily budget is 0 tokens or more' using errcode = 'invalid_parameter_value';
  end if;
  update private.assistant_budget set daily_tokens = assistant_set_daily_tokens.daily_tokens;
end;
$$;

-- Reserves one answer of `tokens` for the visitor of `keys` (hashes, lib/submission/client-key.ts)
-- and answers 'granted' with the reservation's id; or grants nothing and answers 'visitor' when one
-- of the keys has had 10 answers in the last 10 minutes or 40 since the UTC day began, or
-- 'overall' when the day's answers, each counted at what it used or else at what it reserved,
-- leave less than `tokens` of the budget. Runs as its owner: the server reserves without reading or
-- resetting anyone's counts.
create function private.assistant_reserve(keys text[], tokens integer)
returns table (answer text, reservation text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  answers_per_window constant integer := 10;
  answer_window constant interval := interval '10 minutes';
  answers_per_day constant integer := 40;
  today date := (now() at time zone 'UTC')::date;
  day_began timestamptz := date_trunc('day', now(), 'UTC');
  budget integer;
  key text;
  spent bigint;
  granted bigint;
begin
  if tokens is null or tokens not between 1 and 20000 then
    raise exception 'an answer reserves 1 to 20000 tokens' using errcode = 'invalid_parameter_value';
  end if;
  if keys is null or cardinality(keys) not between 1 and 4
    or exists (select from unnest(keys) as given where given !~ '^[0-9a-f]{64}$') then
    raise exception 'an answer carries its visitor''s one to four keys'
      using errcode = 'invalid_parameter_value';
  end if;

  delete from private.assistant_answers where granted_at < now() - interval '1 day';
  delete from private.assistant_reservations where day < today;

  -- In a stable order, the keys then the day's budget, so that two reservations sharing a key wait
  -- for each other, not deadlock, and two for the day's last tokens cannot both have them.
  keys := (select array_agg(distinct given order by given) from unnest(keys) as given);
  foreach key in array keys
  loop
    perform pg_advisory_xact_lock(hashtextextended(key, 0));
    -- The ten minutes can reach back before midnight: both windows are read from the earlier start.
    if (
      select count(*) filter (where granted_at > now() - answer_window) >= answers_per_window
        or count(*) filter (where granted_at >= day_began) >= answers_per_day
      from private.assistant_answers
      where key_hash = key and granted_at >= least(day_began, now() - answer_window)
    ) then
      return query select 'visitor', null::text;
      return;
    end if;
  end loop;

  perform pg_advisory_xact_lock(hashtextextended('private.assistant_reservations', 0));
  select daily_tokens into budget from private.assistant_budget;
  select coalesce(sum(coalesce(used, reserved)), 0) into spent
  from private.assistant_reservations where day = today;
  if spent + tokens > coalesce(budget, 0) then
    return query select 'overall', null::text;
    return;
  end if;

  insert into private.assistant_reservations (day, reserved) values (today, tokens)
  returning id into granted;
  insert into private.assistant_answers (key_hash) select unnest(keys);
  return query select 'granted', granted::text;
end;
$$;

-- Records what a granted answer used, as the provider reported it, or as the server counted it
-- when the provider could not say: the tokens it reserved and did not use go back to the day.
-- A reservation is settled once; a later call, or one for a day already forgotten, changes
-- nothing.
create function private.assistant_settle(reservation text, used integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if used is null or used not between 0 and 1000000 then
    raise exception 'an answer used 0 to 1000000 tokens' using errcode = 'invalid_parameter_value';
  end if;
  update private.assistant_reservations
  set used = assistant_settle.used
  where id = assistant_settle.reservation::bigint and private.assistant_reservations.used is null;
end;
$$;

revoke all on function private.assistant_set_daily_tokens(integer) from public;
revoke all on function private.assistant_reserve(text[], integer) from public;
revoke all on function private.assistant_settle(text, integer) from public;
grant execute on function private.assistant_set_daily_tokens(integer) to outbox_worker;
grant execute on function private.assistant_reserve(text[], integer) to outbox_worker;
grant execute on function private.assistant_settle(text, integer) to outbox_worker;

-- The funnel's counts: each instance of the site counts in memory and adds a minute's visitors of
-- each step in one call. Nobody else can count: a bot can still inflate the counts through the
-- site's own route, a visitor at a time, but no longer write to the database at will.
drop function api.count_funnel_step(text, text, text);

-- Adds `visitors` (1 to 100000) to a step of a form in a language, on `day`, today or yesterday
-- (UTC): a minute's counts may be added just after midnight. Refuses what is not a step of the
-- form, or not a language of the site, with check_violation. Runs as its owner.
create function private.count_funnel_steps(
  day date, form text, locale text, step text, visitors integer
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  today date := (now() at time zone 'UTC')::date;
begin
  if count_funnel_steps.locale is null
    or not private.funnel_step_is_valid(count_funnel_steps.form, count_funnel_steps.step) then
    raise exception 'not a step of the funnel' using errcode = 'check_violation';
  end if;
  if visitors is null or visitors not between 1 and 100000
    or count_funnel_steps.day is null or count_funnel_steps.day not between today - 1 and today then
    raise exception 'a count adds 1 to 100000 visitors, today or yesterday'
      using errcode = 'invalid_parameter_value';
  end if;
  insert into private.funnel_steps as counted (day, form, locale, step, count)
  values (
    count_funnel_steps.day,
    count_funnel_steps.form,
    -- The language's domain refuses one the site does not speak, with check_violation too.
    count_funnel_steps.locale::api.locale,
    count_funnel_steps.step,
    visitors
  )
  on conflict (day, form, locale, step) do update set count = counted.count + excluded.count;
end;
$$;

revoke all on function private.count_funnel_steps(date, text, text, text, integer) from public;
grant execute on function private.count_funnel_steps(date, text, text, text, integer)
  to outbox_worker;
