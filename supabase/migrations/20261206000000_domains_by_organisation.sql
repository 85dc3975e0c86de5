-- A domain is an organisation, not a host name. The comparison shows a group only when its
-- mailboxes belong to at least 10 different domains, and one recipient domain may take only a
-- share of the visitors' e-mails an hour; both counted the whole host after the @, so that
-- s1.attacker.example, s2.attacker.example… were as many domains as one wildcard MX record
-- makes. Nine confirmed mailboxes of one such catch-all then lifted a group with one real
-- company over the floor, and the standings of results at chosen scores read that company's
-- exact scores; and one catch-all's subdomains took every visitor's share of the hour. Both now
-- count the domain an organisation registers.

-- The domain that an address's organisation registered: the last two labels of its domain
-- (sales.corp.example → corp.example), or the last three under a country's second-level domain
-- (paris.corp.co.uk → corp.co.uk). Without the full list of public suffixes some hosts that
-- share a parent are counted as one (the users of one hosting service's subdomains), which only
-- ever hides a group or holds an e-mail a little longer, never shows a smaller group.
create function private.mail_organisation(address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return (
  select case
    when n >= 3 and labels[n] ~ '^[a-z]{2}$' and labels[n - 1] in (
      'ac', 'co', 'com', 'edu', 'go', 'gob', 'gouv', 'gov', 'gv', 'ltd', 'ne', 'net', 'nic', 'or',
      'org', 'plc', 'asso'
    ) then array_to_string(labels[n - 2:n], '.')
    when n >= 2 then array_to_string(labels[n - 1:n], '.')
    else domain
  end
  from (
    select domain, string_to_array(domain, '.') as labels,
      cardinality(string_to_array(domain, '.')) as n
    from (select split_part(private.normalized_email(address), '@', 2) as domain) as given
  ) as parts
);

-- As before (20261204010000_fair_ceilings.sql): the domain a visitor's e-mail goes to, now its
-- organisation's. The outbox keeps it in a generated column, which every update computes again.
create or replace function private.recipient_domain(payload jsonb)
returns text
language sql
immutable
set search_path = ''
return private.mail_organisation(payload -> 'lead' ->> 'email');

update private.outbox set kind = kind
where kind in ('visitor', 'confirmation') and status = 'pending';

-- As before (20261203000000_mailbox_proven.sql), with the domains counted by organisation.
create or replace function private.refresh_benchmark()
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
      'domains', count(distinct private.mail_organisation(mailbox)),
      'scores', (select jsonb_object_agg(metric, counts) from per_metric m where m.grp = gr.grp)
    ) as g
    from grouped gr
    group by grp
  ) as snapshot
  on conflict (singleton) do update set taken_at = excluded.taken_at, groups = excluded.groups;
end;
$$;

-- The snapshot counted domains the old way: the next read takes a new one.
delete from private.benchmark_snapshot;

revoke all on function private.mail_organisation(text) from public;
-- Whoever updates a message computes its recipient's domain again (20261204010000_fair_ceilings).
grant execute on function private.mail_organisation(text) to outbox_worker, leads_steward;
