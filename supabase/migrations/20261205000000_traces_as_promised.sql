-- The daily purge keeps the privacy policy's word for two more kinds of trace. The assistant's
-- per-visitor counts (pseudonymised keys, private.assistant_answers) were deleted only at the next
-- question, so a quiet site kept them longer than the day the policy states; and the register of
-- objections and erasures, which the policy keeps five years, had no end at all.
--
-- As before (20261204010000_fair_ceilings.sql), with those two added to the report.
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
  -- lib/legal/retention.ts: RIGHTS_REGISTER_YEARS, which the policy prints.
  register_cutoff constant timestamptz := now() - interval '5 years';
  attempts integer;
  answers integer;
  funnel integer;
  suppressions integer;
  erasures integer;
begin
  if dry_run then
    select count(*) into attempts from private.submission_attempts
    where attempted_at < attempts_cutoff;
    select count(*) into answers from private.assistant_answers where granted_at < answers_cutoff;
    select count(*) into funnel from private.funnel_steps where day < funnel_cutoff;
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
    delete from private.suppressed_mailboxes where since < register_cutoff;
    get diagnostics suppressions = row_count;
    delete from private.erasures where erased_at < register_cutoff;
    get diagnostics erasures = row_count;
  end if;
  return jsonb_build_object(
    'submission_attempts', attempts,
    'assistant_answers', answers,
    'funnel_steps', funnel,
    'register_entries', suppressions + erasures
  );
end;
$$;

revoke all on function private.purge_traces(boolean) from public;
grant execute on function private.purge_traces(boolean) to leads_steward;
