-- The site assistant's caps: how many answers a language model may write, per visitor and for
-- everyone together. The server reserves each answer here before it asks the model, and lets the
-- model write only when the answer is 'granted'; on any other answer, or when the database cannot
-- be reached, the assistant answers with the passages themselves. The counts live in the database
-- so that every instance of the site shares them, as it shares the forms' submission limit.
--
-- Anyone who holds the anon key can call the reservation with keys and a budget of their own, and
-- so spend the day's budget. That is all they can do: the server then finds the budget spent and
-- answers with passages until the next UTC day. A grant is no access to the model, which only the
-- server asks, only for answers it reserved, with its own budget: a caller can never be granted
-- more than the server will use.

-- One row per key of each answer granted. Keys are hashes of the visitor's address
-- (lib/submission/client-key.ts), kept a day: as long as the longer of a visitor's two windows.
create table private.assistant_answers (
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  granted_at timestamptz not null default now()
);

create index assistant_answers_key on private.assistant_answers (key_hash, granted_at);
create index assistant_answers_age on private.assistant_answers (granted_at);

-- The tokens granted each UTC day, to everyone together: each answer counts its whole budget, as
-- reserved, whatever the model ends up writing.
create table private.assistant_tokens (
  day date primary key,
  granted bigint not null check (granted >= 0)
);

alter table private.assistant_answers enable row level security;
alter table private.assistant_tokens enable row level security;
revoke all on private.assistant_answers, private.assistant_tokens from public, anon, authenticated;

-- Reserves one answer of `tokens`, and answers 'granted'; or grants nothing and answers 'visitor'
-- when one of the visitor's keys has had 10 answers in the last 10 minutes or 40 since the UTC day
-- began, or 'overall' when the day's budget, `daily_tokens`, would be overspent. The keys come in
-- the x-submission-keys header, as a lead's do. Only visitors (anon, authenticated) need one: the
-- owner and service_role are trusted, and held to the day's budget alone. Runs as its owner, so
-- that visitors reserve without being able to read or reset anyone's counts.
create function api.assistant_reserve(tokens integer, daily_tokens integer)
returns text
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
  -- The role the Data API switched to: a security definer function runs as its owner, but the
  -- role setting still names the caller.
  visitor boolean := current_setting('role', true) in ('anon', 'authenticated');
  header text := nullif(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-submission-keys', ''
  );
  keys text[] := coalesce(string_to_array(header, ','), array[]::text[]);
  key text;
  spent bigint;
begin
  if tokens is null or tokens not between 1 and 20000 or daily_tokens is null or daily_tokens < 0
  then
    raise exception 'an answer reserves 1 to 20000 tokens of a daily budget of 0 or more'
      using errcode = 'invalid_parameter_value';
  end if;
  if cardinality(keys) > 4
    or exists (select from unnest(keys) as given where given !~ '^[0-9a-f]{64}$') then
    raise exception 'malformed submission keys' using errcode = 'invalid_parameter_value';
  end if;
  if visitor and cardinality(keys) = 0 then
    raise exception 'an answer carries its visitor''s key'
      using errcode = 'invalid_parameter_value';
  end if;

  delete from private.assistant_answers where granted_at < now() - interval '1 day';
  delete from private.assistant_tokens where day < today;

  -- In a stable order, the keys then the day's budget, so that two reservations sharing a key wait
  -- for each other, not deadlock, and two for the day's last tokens cannot both have them.
  keys := coalesce(
    (select array_agg(distinct given order by given) from unnest(keys) as given), array[]::text[]
  );
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
      return 'visitor';
    end if;
  end loop;

  perform pg_advisory_xact_lock(hashtextextended('private.assistant_tokens', 0));
  select coalesce(sum(granted), 0) into spent from private.assistant_tokens where day = today;
  if spent + tokens > daily_tokens then
    return 'overall';
  end if;

  insert into private.assistant_tokens as budget (day, granted)
  values (today, tokens)
  on conflict (day) do update set granted = budget.granted + excluded.granted;
  insert into private.assistant_answers (key_hash) select unnest(keys);
  return 'granted';
end;
$$;

revoke all on function api.assistant_reserve(integer, integer) from public;
grant execute on function api.assistant_reserve(integer, integer)
  to anon, authenticated, service_role;
