-- What the assistant could not answer, and what visitors thought of its answers, counted without
-- storing a conversation. A question the pages decline, or answer without confidence, is kept as
-- the server has made it: redacted (no e-mail address, telephone, card or account number), cut
-- to 200 characters, in lower case with its spaces collapsed, so that one question asked three
-- times is one row counted three times. A thumbs up or down under an answer adds to a count per
-- cited page. Neither holds anything that identifies the visitor: no key, no network, no time
-- finer than the UTC day. Both are deleted after 30 days by the daily purge, as the privacy
-- policy says (lib/legal/retention.ts), and read by `npm run assistant:gaps` as leads_reader.
--
-- Only the server's own role, outbox_worker, may add to them: the Data API exposes neither, so
-- nobody holding the anon key can fill them. A flood through the site's own routes meets the
-- per-network allowance first, then a cap of 1,000 rows per day and language in each table.

create table private.assistant_gaps (
  day date not null,
  locale api.locale not null,
  reason text not null check (reason in ('declined', 'unsure')),
  question text not null
    check (
      char_length(question) between 1 and 200 and question = btrim(question)
      and question !~ '[[:cntrl:]]'
    ),
  -- The page of the best passage, though it was too far off to answer: where a marketer looks.
  closest_page text
    check (char_length(closest_page) <= 300 and closest_page ~ '^/[^/\s\\][^\s\\]*$'),
  count bigint not null check (count > 0),
  primary key (day, locale, reason, question)
);

create table private.assistant_votes (
  day date not null,
  locale api.locale not null,
  page text not null check (char_length(page) <= 300 and page ~ '^/[^/\s\\][^\s\\]*$'),
  vote text not null check (vote in ('up', 'down')),
  count bigint not null check (count > 0),
  primary key (day, locale, page, vote)
);

alter table private.assistant_gaps enable row level security;
alter table private.assistant_votes enable row level security;
revoke all on private.assistant_gaps, private.assistant_votes
  from public, anon, authenticated, outbox_worker;

grant select on private.assistant_gaps, private.assistant_votes to leads_reader;
create policy "the team reads the assistant's gaps" on private.assistant_gaps
  for select to leads_reader using (true);
create policy "the team reads the votes on the assistant's pages" on private.assistant_votes
  for select to leads_reader using (true);

-- Counts one question the assistant declined or answered unsure, today (UTC), with the page it
-- came closest to. Answers false when the day already holds 1,000 other questions in that
-- language, and counts nothing then. Runs as its owner: the server adds without reading.
create function private.assistant_record_gap(
  locale text, reason text, question text, closest_page text
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  rows_per_day constant integer := 1000;
  today date := (now() at time zone 'UTC')::date;
begin
  -- One language's questions at a time, so that two new ones cannot both be the 1,000th.
  perform pg_advisory_xact_lock(hashtextextended('private.assistant_gaps ' || locale, 0));
  if not exists (
    select from private.assistant_gaps as kept
    where kept.day = today and kept.locale = assistant_record_gap.locale
      and kept.reason = assistant_record_gap.reason and kept.question = assistant_record_gap.question
  ) and (
    select count(*) from private.assistant_gaps as kept
    where kept.day = today and kept.locale = assistant_record_gap.locale
  ) >= rows_per_day then
    return false;
  end if;
  insert into private.assistant_gaps as kept (day, locale, reason, question, closest_page, count)
  values (
    today,
    assistant_record_gap.locale::api.locale,
    assistant_record_gap.reason,
    assistant_record_gap.question,
    assistant_record_gap.closest_page,
    1
  )
  on conflict (day, locale, reason, question) do update
  set count = kept.count + 1, closest_page = coalesce(excluded.closest_page, kept.closest_page);
  return true;
end;
$$;

-- Counts one vote on a page an answer cited, today (UTC). Answers false when the day already
-- holds 1,000 other pages and votes in that language, and counts nothing then. Runs as its owner.
create function private.assistant_count_vote(locale text, page text, vote text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  rows_per_day constant integer := 1000;
  today date := (now() at time zone 'UTC')::date;
begin
  perform pg_advisory_xact_lock(hashtextextended('private.assistant_votes ' || locale, 0));
  if not exists (
    select from private.assistant_votes as kept
    where kept.day = today and kept.locale = assistant_count_vote.locale
      and kept.page = assistant_count_vote.page and kept.vote = assistant_count_vote.vote
  ) and (
    select count(*) from private.assistant_votes as kept
    where kept.day = today and kept.locale = assistant_count_vote.locale
  ) >= rows_per_day then
    return false;
  end if;
  insert into private.assistant_votes as kept (day, locale, page, vote, count)
  values (
    today,
    assistant_count_vote.locale::api.locale,
    assistant_count_vote.page,
    assistant_count_vote.vote,
    1
  )
  on conflict (day, locale, page, vote) do update set count = kept.count + 1;
  return true;
end;
$$;

revoke all on function private.assistant_record_gap(text, text, text, text) from public;
revoke all on function private.assistant_count_vote(text, text, text) from public;
grant execute on function private.assistant_record_gap(text, text, text, text) to outbox_worker;
grant execute on function private.assistant_count_vote(text, text, text) to outbox_worker;

-- The daily purge deletes the gaps and the votes after 30 days.
--
-- As before (20261205000000_traces_as_promised.sql), with those two added to the report.
create or replace function private.purge_traces(dry_run boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempts_cutoff constant timestamptz := now() - interval '1 minute';
  answers_cutoff constant timestamptz := now() - interval '1 day';
  funnel_cutoff constant date := ((now() at time zone 'UTC') - interval '25 months')::date;
  -- lib/legal/retention.ts: ASSISTANT_GAPS_DAYS, which the policy prints.
  gaps_cutoff constant date := (now() at time zone 'UTC')::date - 30;
  -- lib/legal/retention.ts: RIGHTS_REGISTER_YEARS, which the policy prints.
  register_cutoff constant timestamptz := now() - interval '5 years';
  attempts integer;
  answers integer;
  funnel integer;
  gaps integer;
  votes integer;
  suppressions integer;
  erasures integer;
begin
  if dry_run then
    select count(*) into attempts from private.submission_attempts
    where attempted_at < attempts_cutoff;
    select count(*) into answers from private.assistant_answers where granted_at < answers_cutoff;
    select count(*) into funnel from private.funnel_steps where day < funnel_cutoff;
    select count(*) into gaps from private.assistant_gaps where day < gaps_cutoff;
    select count(*) into votes from private.assistant_votes where day < gaps_cutoff;
    select count(*) into suppressions from private.suppressed_mailboxes
    where since < register_cutoff;
    select count(*) into erasures from private.erasures where erased_at < register_cutoff;
  else
    delete from private.submission_attempts where attempted_at < attempts_cutoff;
    get diagnostics attempts = row_count;
    delete from private.assistant_answers where granted_at < answers_cutoff;
    get diagnostics answers = row_count;
    delete from private.funnel_steps where day < funnel_cutoff;
    get diagnostics funnel = row_count;
    delete from private.assistant_gaps where day < gaps_cutoff;
    get diagnostics gaps = row_count;
    delete from private.assistant_votes where day < gaps_cutoff;
    get diagnostics votes = row_count;
    delete from private.suppressed_mailboxes where since < register_cutoff;
    get diagnostics suppressions = row_count;
    delete from private.erasures where erased_at < register_cutoff;
    get diagnostics erasures = row_count;
  end if;
  return jsonb_build_object(
    'submission_attempts', attempts,
    'assistant_answers', answers,
    'funnel_steps', funnel,
    'assistant_gaps', gaps,
    'assistant_votes', votes,
    'register_entries', suppressions + erasures
  );
end;
$$;
