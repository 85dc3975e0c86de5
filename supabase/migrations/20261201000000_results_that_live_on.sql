-- Results that live on: a private link to each result, the person's earlier result beside it, and
-- where it stands among everyone's. The link's token is the server's (lib/assessment/link.ts): the
-- database keeps only its SHA-256, so a copy of the table opens no result. Visitors still cannot
-- read or list results; two functions answer one result for one token, and aggregates only.

-- A result belongs to the details left before the questions: the wizard names that lead, so the
-- person is known even when the address typed at the end is another. A lead erased or purged
-- leaves the result to its own address.
alter table api.assessment_results
  add column contact_id uuid references api.assessment_contacts (id) on delete set null,
  add column access_hash text;

create index assessment_results_contact on api.assessment_results (contact_id);
create unique index assessment_results_access_hash on api.assessment_results (access_hash);

-- Results stored before there were links keep none; every new one has one.
alter table api.assessment_results
  add constraint assessment_results_access_hash_check
    check (coalesce(access_hash ~ '^[0-9a-f]{64}$', false)) not valid;

-- As before (20261129000000_rights_and_retention.sql), with two changes: a result's contact is
-- the one it names, and only a result that names none is matched by address as before; and the
-- token's hash never leaves for the outbox, the e-mail or the CRM.
create or replace function private.queue_lead_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new) - 'access_hash';
  contact jsonb;
  recipient text := private.mailbox_hash(new.email);
  suppression text;
  visitor_status text := 'pending';
  skip_reason text;
begin
  if tg_table_name = 'assessment_results' then
    if lead ->> 'contact_id' is not null then
      select to_jsonb(c) into contact from api.assessment_contacts c
      where c.id = (lead ->> 'contact_id')::uuid;
    else
      select to_jsonb(c) into contact from api.assessment_contacts c
      where lower(c.email) = lower(new.email)
      order by c.created_at desc limit 1;
    end if;
  end if;
  lead := jsonb_build_object('table', tg_table_name, 'lead', lead, 'contact', contact);

  insert into private.outbox (lead_table, lead_id, kind, payload)
  values (tg_table_name, new.id, 'sales', lead), (tg_table_name, new.id, 'webhook', lead);

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
      select count(*) from private.outbox
      where kind = 'visitor' and recipient_hash = recipient and status <> 'skipped'
        and created_at > now() - interval '1 day'
    ) >= 3 then
      visitor_status := 'skipped';
      skip_reason := 'three e-mails a day to this mailbox already';
    end if;
    insert into private.outbox (lead_table, lead_id, kind, payload, recipient_hash, status, last_error)
    values (tg_table_name, new.id, 'visitor', lead, recipient, visitor_status, skip_reason);
  end if;
  return null;
end;
$$;

-- The scores of a result, as the results page draws them.
create function private.result_scores(r api.assessment_results)
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

-- One result for the SHA-256 of its link's token, or null: its scores, who it was prepared for
-- (never the address), and the same mailbox's result before it, for the progress since. Runs as
-- its owner, so that the link works for a visitor who may read nothing else.
create function api.assessment_result(token_hash text)
returns jsonb
language sql
stable
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
    'previous', (
      select private.result_scores(p)
      from api.assessment_results p
      where private.normalized_email(p.email) = private.normalized_email(r.email)
        and p.created_at < r.created_at
      order by p.created_at desc
      limit 1
    )
  )
  from api.assessment_results r
  where token_hash ~ '^[0-9a-f]{64}$' and r.access_hash = token_hash
$$;

-- Where results stand: for everyone, and for each company size, how many scored each total and
-- each category score, counting each mailbox's latest result once. A group smaller than
-- min_group, and never one under 10, is left out, so that nobody's score can be told from the
-- counts. Runs as its owner; answers counts only.
create function api.assessment_benchmark(min_group integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with latest as (
    select distinct on (private.normalized_email(r.email))
      r.total_score, r.category_scores, c.company_size
    from api.assessment_results r
    left join api.assessment_contacts c on c.id = r.contact_id
    order by private.normalized_email(r.email), r.created_at desc
  ),
  grouped as (
    select 'all' as grp, total_score, category_scores from latest
    union all
    select company_size, total_score, category_scores from latest where company_size is not null
  ),
  sizes as (
    select grp, count(*) as members from grouped group by grp
    having count(*) >= greatest(coalesce(min_group, 10), 10)
  ),
  scores as (
    select grp, 'total' as metric, total_score as score from grouped
    union all
    select grp, item ->> 'category', (item ->> 'score')::integer
    from grouped, jsonb_array_elements(category_scores) as item
  ),
  counted as (
    select grp, metric, jsonb_object_agg(score::text, members order by score) as counts
    from (
      select grp, metric, score, count(*) as members from scores
      where grp in (select grp from sizes)
      group by grp, metric, score
    ) as per_score
    group by grp, metric
  )
  select coalesce(
    jsonb_agg(
      jsonb_build_object(
        'group', s.grp,
        'members', s.members,
        'scores', (select jsonb_object_agg(metric, counts) from counted where counted.grp = s.grp)
      )
      order by s.grp
    ),
    '[]'::jsonb
  )
  from sizes s
$$;

-- The two functions run as their owner: visitors call them, and nothing they read.
revoke all on function private.result_scores(api.assessment_results) from public;
revoke all on function api.assessment_result(text), api.assessment_benchmark(integer) from public;
grant execute on function api.assessment_result(text), api.assessment_benchmark(integer)
  to anon, authenticated, service_role;
