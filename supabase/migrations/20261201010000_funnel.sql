-- The funnel: how many visitors reached each step of the assessment and of the two lead forms, a
-- day at a time. A step is counted with no identifier, no cookie and nothing about the visitor,
-- so a count says how many, never who: it is not personal data, and it is kept without a limit.
-- `npm run funnel` reads it as leads_reader.
--
-- Anyone can call the count, as visitors must without an identifier to rate-limit them by, so a
-- bot can inflate the counts. That is all it can do: the only rows are the valid steps of each
-- form and language, one per day (under a hundred), each holding a number.

-- The steps of each form, in the order a visitor meets them. Up to 40 questions, so that a longer
-- questionnaire is counted without a migration. The site's own list is lib/funnel/steps.ts.
create function private.funnel_step_is_valid(form text, step text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return coalesce(
  case
    when form = 'assessment' then
      step in ('started', 'email', 'submitted')
      or substring(step from '^question-([1-9][0-9]?)$')::integer <= 40
    when form in ('contact', 'assessmentLead') then step in ('viewed', 'submitted')
    else false
  end,
  false
);

create table private.funnel_steps (
  day date,
  form text check (form in ('assessment', 'contact', 'assessmentLead')),
  locale api.locale,
  step text,
  count bigint not null check (count > 0),
  primary key (day, form, locale, step),
  constraint funnel_steps_step_check check (private.funnel_step_is_valid(form, step))
);

alter table private.funnel_steps enable row level security;
revoke all on private.funnel_steps from public, anon, authenticated;
revoke all on function private.funnel_step_is_valid(text, text) from public;

grant usage on schema private to leads_reader;
grant select on private.funnel_steps to leads_reader;
create policy "the sales team reads the funnel" on private.funnel_steps
  for select to leads_reader using (true);

-- Counts one visitor reaching a step today (UTC), or refuses what is not a step of the form, or
-- not a language of the site, with check_violation. Runs as its owner: visitors count without
-- being able to read or change any count.
create function api.count_funnel_step(form text, locale text, step text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if count_funnel_step.locale is null
    or not private.funnel_step_is_valid(count_funnel_step.form, count_funnel_step.step) then
    raise exception 'not a step of the funnel' using errcode = 'check_violation';
  end if;
  insert into private.funnel_steps as counted (day, form, locale, step, count)
  values (
    (now() at time zone 'UTC')::date,
    count_funnel_step.form,
    -- The language's domain refuses one the site does not speak, with check_violation too.
    count_funnel_step.locale::api.locale,
    count_funnel_step.step,
    1
  )
  on conflict (day, form, locale, step) do update set count = counted.count + 1;
end;
$$;

revoke all on function api.count_funnel_step(text, text, text) from public;
grant execute on function api.count_funnel_step(text, text, text)
  to anon, authenticated, service_role;
