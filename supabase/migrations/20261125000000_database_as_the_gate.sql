-- The database is the last gate: whatever a holder of the anon key sends, it stores one valid row
-- or nothing, and no more than the submission limit allows.

-- One statement, one lead. The Data API turns a JSON array into a multi-row insert; a visitor
-- never sends more than one lead at a time.
create function private.one_row_per_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from inserted) > 1 then
    raise exception 'one insert stores one lead' using errcode = 'check_violation';
  end if;
  return null;
end;
$$;

create trigger contact_submissions_one_row_per_insert
  after insert on api.contact_submissions
  referencing new table as inserted
  for each statement execute function private.one_row_per_insert();

create trigger assessment_contacts_one_row_per_insert
  after insert on api.assessment_contacts
  referencing new table as inserted
  for each statement execute function private.one_row_per_insert();

create trigger assessment_results_one_row_per_insert
  after insert on api.assessment_results
  referencing new table as inserted
  for each statement execute function private.one_row_per_insert();

-- A category score holds exactly its five fields, for one of the five categories of the scoring
-- rules; with five distinct elements (checked already), a result covers each category once.
create or replace function private.category_score_is_valid(item jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return (
  case
    when jsonb_typeof(item) is distinct from 'object'
      or jsonb_typeof(item -> 'category') is distinct from 'string'
      or jsonb_typeof(item -> 'score') is distinct from 'number'
      or jsonb_typeof(item -> 'maxScore') is distinct from 'number'
      or jsonb_typeof(item -> 'percentage') is distinct from 'number'
      or jsonb_typeof(item -> 'readinessLevel') is distinct from 'string'
      then false
    else
      (select array_agg(field order by field) from jsonb_object_keys(item) as field)
        = array['category', 'maxScore', 'percentage', 'readinessLevel', 'score']
      and (item ->> 'category') in ('leadership', 'organization', 'data', 'financial', 'risk')
      and (item ->> 'maxScore')::numeric = 16
      and (item ->> 'score')::numeric between 4 and 16
      and (item ->> 'score')::numeric = trunc((item ->> 'score')::numeric)
      and (item ->> 'percentage')::numeric
        = round((item ->> 'score')::numeric * 100 / (item ->> 'maxScore')::numeric, 2)
      and (item ->> 'readinessLevel')
        = private.readiness_level((item ->> 'percentage')::numeric)
  end
);

-- Every text column is bounded by its domain; the one JSON column by its size, which no padding
-- of numbers ("16.000…") can exceed. Five scores take about 500 bytes.
alter table api.assessment_results
  add constraint assessment_results_category_scores_size_check
    check (octet_length(category_scores::text) <= 2048);

-- The submission limit: 5 accepted leads a minute per key. The server sends the keys of each
-- submission, hashed, in the x-submission-keys header (the Data API's request.headers; the
-- embedded database sets the same setting): one for the visitor, and one for the e-mail address
-- where the visitor's address can be forged (lib/forms/client-key.ts). Only hashes are kept, and
-- only as long as the window lasts.
create table private.submission_attempts (
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  attempted_at timestamptz not null default now()
);

create index submission_attempts_key on private.submission_attempts (key_hash, attempted_at);
create index submission_attempts_age on private.submission_attempts (attempted_at);

alter table private.submission_attempts enable row level security;
revoke all on private.submission_attempts from public, anon, authenticated;

-- Counts the lead being inserted against each of its keys, or refuses it with SQLSTATE PT429,
-- which the Data API answers as HTTP 429. It runs within the insert: a lead the database refuses
-- for any reason, or cannot store, rolls its count back, so neither a refused attempt nor an
-- outage counts against the visitor. Runs as its owner, so that visitors can count without
-- being able to read or reset anyone's counters.
create function private.count_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_attempts constant integer := 5;
  submission_window constant interval := interval '1 minute';
  header text := nullif(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-submission-keys', ''
  );
  keys text[] := coalesce(string_to_array(header, ','), array[]::text[]);
  key text;
begin
  if cardinality(keys) > 4
    or exists (select from unnest(keys) as given where given !~ '^[0-9a-f]{64}$') then
    raise exception 'malformed submission keys' using errcode = 'invalid_parameter_value';
  end if;

  delete from private.submission_attempts where attempted_at < now() - submission_window;

  -- In a stable order, so that two submissions sharing keys wait for each other, not deadlock.
  foreach key in array coalesce(
    (select array_agg(distinct given order by given) from unnest(keys) as given), array[]::text[]
  )
  loop
    perform pg_advisory_xact_lock(hashtextextended(key, 0));
    if (
      select count(*) from private.submission_attempts
      where key_hash = key and attempted_at > now() - submission_window
    ) >= max_attempts then
      raise exception 'too many submissions' using errcode = 'PT429';
    end if;
    insert into private.submission_attempts (key_hash) values (key);
  end loop;
  return new;
end;
$$;

create trigger contact_submissions_count_submission
  before insert on api.contact_submissions
  for each row execute function private.count_submission();

create trigger assessment_contacts_count_submission
  before insert on api.assessment_contacts
  for each row execute function private.count_submission();

create trigger assessment_results_count_submission
  before insert on api.assessment_results
  for each row execute function private.count_submission();

revoke all on function private.one_row_per_insert(), private.count_submission() from public;
grant execute on function private.one_row_per_insert(), private.count_submission()
  to anon, authenticated, service_role;

-- What the health check calls: it answers when the database serves visitors, and tells nothing.
create function api.ready()
returns boolean
language sql
stable
set search_path = ''
return true;

revoke all on function api.ready() from public;
grant execute on function api.ready() to anon, authenticated, service_role;
