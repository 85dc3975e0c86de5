-- A company compares with its own sector as well as with its size. The comparison gains one group
-- per sector a confirmed result's details give ('sector:<key>', from the contact the result names),
-- under the same floor as every group: at least 10 mailboxes of at least 10 organisations, however
-- small a group the caller asks for. A result's page also learns its contact's sector, so that the
-- site shows the sector's name and puts the sector's customer stories first.

-- As before (20261206000000_domains_by_organisation.sql), with a group per sector.
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
        c.company_size, c.sector
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
      union all
      select 'sector:' || sector, mailbox, total_score, category_scores
      from latest where sector is not null
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

-- As before (20261203000000_mailbox_proven.sql): where one result stands in its company size's
-- group, its sector's and everyone's, in that order, each only when large enough.
create or replace function private.standings_of(r api.assessment_results, min_group integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  floor_size constant integer := greatest(coalesce(min_group, 10), 10);
  size text;
  sector_group text;
  answer jsonb;
begin
  perform private.refresh_benchmark();
  select c.company_size, 'sector:' || c.sector into size, sector_group
  from api.assessment_contacts c where c.id = r.contact_id;
  select coalesce(jsonb_agg(standing order by position), '[]'::jsonb) into answer
  from (
    select
      case when g ->> 'group' = 'all' then 3 when g ->> 'group' = size then 1 else 2 end
        as position,
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
    where (g ->> 'group' = 'all' or g ->> 'group' = size or g ->> 'group' = sector_group)
      and (g ->> 'members')::integer >= floor_size
      and (g ->> 'domains')::integer >= floor_size
  ) as standings;
  return answer;
end;
$$;

-- As before (20261204000000_rights_reach_everywhere.sql): a person who objects or is erased leaves
-- their sector's group at once too.
create or replace function private.leave_comparison(mailbox text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  snapshot private.benchmark_snapshot;
  counted record;
begin
  select * into snapshot from private.benchmark_snapshot for update;
  if not found
    or exists (
      select from private.suppressed_mailboxes s
      where s.mailbox_hash = mailbox and s.since <= snapshot.taken_at
    )
    or exists (
      select from private.benchmark_departures d
      where d.mailbox_hash = mailbox and d.departed_at >= snapshot.taken_at
    )
  then
    return;
  end if;

  select r.total_score, r.category_scores, c.company_size, c.sector into counted
  from api.assessment_results r
  left join api.assessment_contacts c on c.id = r.contact_id
  where private.mailbox_hash(r.email) = mailbox
    and r.confirmed_at is not null and r.confirmed_at <= snapshot.taken_at
  order by r.created_at desc
  limit 1;
  if not found then
    return;
  end if;

  update private.benchmark_snapshot
  set groups = (
    select coalesce(jsonb_agg(
      case when g ->> 'group' = 'all'
        or g ->> 'group' = counted.company_size::text
        or g ->> 'group' = 'sector:' || counted.sector::text
      then
        g || jsonb_build_object(
          'members', (g ->> 'members')::integer - 1,
          'domains', greatest((g ->> 'domains')::integer - 1, 0),
          'scores', (
            select coalesce(jsonb_object_agg(
              metric.key,
              private.one_fewer(
                metric.value,
                case when metric.key = 'total' then counted.total_score else (
                  select (item ->> 'score')::integer
                  from jsonb_array_elements(counted.category_scores) as item
                  where item ->> 'category' = metric.key
                ) end
              )
            ), '{}'::jsonb)
            from jsonb_each(g -> 'scores') as metric
          )
        )
      else g end
      order by place
    ), '[]'::jsonb)
    from jsonb_array_elements(snapshot.groups) with ordinality as listed(g, place)
  );

  delete from private.benchmark_departures where departed_at < snapshot.taken_at;
  insert into private.benchmark_departures (mailbox_hash) values (mailbox)
  on conflict (mailbox_hash) do update set departed_at = excluded.departed_at;
end;
$$;

-- As before (20261203000000_mailbox_proven.sql), with the contact's sector: the page names it and
-- shows its customer stories first.
create or replace function api.assessment_result(token_hash text, min_group integer default 10)
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
        'company_size', c.company_size,
        'sector', c.sector
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

-- The snapshot has no sector groups yet: the next read takes a new one.
delete from private.benchmark_snapshot;
