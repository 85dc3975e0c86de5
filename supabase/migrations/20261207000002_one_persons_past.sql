-- A brief shows one person's past, never a stranger's (a second reading of the desk):
-- - a company matches only under the same mail organisation, and never by a name that says there
--   is none ("N/A", "-", "Freelance"…), which unrelated people type alike;
-- - a result typed under an address nobody proved shows the past of whoever left the details
--   before the questions, not the mailbox's, and no progress since the mailbox's earlier result.

-- A company key that may join a thread: null for the names people type when they have none.
create function private.company_in_thread(company text)
returns text
language sql
immutable
set search_path = ''
return case
  when company is null or length(company) < 2 then null
  when company in (
    'na', 'n/a', 'n.a.', 'none', 'nil', 'null', 'test', 'personal', 'private', 'individual',
    'self', 'selfemployed', 'self-employed', 'freelance', 'freelancer', 'independent', 'student',
    'aucune', 'aucun', 'néant', 'neant', 'particulier', 'indépendant', 'independant', 'étudiant',
    'etudiant', 'personnel', 'autoentrepreneur', 'auto-entrepreneur', 'microentreprise'
  ) then null
  when company !~ '[[:alnum:]]' then null
  else company
end;

create or replace function private.desk_thread(
  ref_table text, ref_id uuid, until timestamptz, mailbox text, company text
)
returns jsonb
language sql
stable
security definer
set search_path = ''
return (
  select coalesce(jsonb_agg(to_jsonb(t) order by t.created_at desc, t.id), '[]'::jsonb)
  from (
    select leads.*, private.normalized_email(leads.email) = mailbox as same_mailbox
    from (
      select 'contact_submissions' as "table", id, created_at, locale::text, email::text,
        first_name || ' ' || last_name as name, company_name::text, company_size::text,
        message::text, null::numeric as percentage, null::text as level,
        null::timestamptz as call_at
      from api.contact_submissions
      union all
      select 'assessment_contacts', id, created_at, locale::text, email::text,
        first_name || ' ' || last_name, company_name::text, company_size::text,
        null, null, null, null
      from api.assessment_contacts
      union all
      select 'assessment_results', r.id, r.created_at, r.locale::text, r.email::text,
        coalesce(c.first_name || ' ' || c.last_name, ''), c.company_name::text,
        c.company_size::text, null, r.percentage, r.overall_readiness_level::text, null
      from api.assessment_results r left join api.assessment_contacts c on c.id = r.contact_id
      union all
      select 'call_bookings', id, created_at, coalesce(locale::text, ''), email::text, name,
        null, null, null, null, null, call_at
      from private.call_bookings
    ) as leads
    where leads.created_at <= until
      and not (leads."table" = ref_table and leads.id = ref_id)
      and (
        private.normalized_email(leads.email) = mailbox
        or (
          private.company_key(leads.company_name) = private.company_in_thread(company)
          and private.mail_organisation(leads.email) = private.mail_organisation(mailbox)
        )
      )
    order by leads.created_at desc, leads.id
    limit 20
  ) as t
);

create or replace function private.desk_brief_source(ref_table text, ref_id uuid, min_group integer default 10)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry private.lead_desk;
  payload jsonb;
  r api.assessment_results;
  mailbox text;
begin
  select * into entry from private.lead_desk e
  where e.lead_table = ref_table and e.lead_id = ref_id;
  if not found then
    return null;
  end if;
  payload := private.desk_payload(ref_table, ref_id);
  if payload is null then
    return null;
  end if;
  if ref_table = 'assessment_results' then
    select * into r from api.assessment_results t where t.id = ref_id;
  end if;
  -- Whose past the brief shows: the lead's own mailbox, except for a result typed under an address
  -- nobody proved, whose person is the one who left the details before the questions.
  if r.id is not null and r.confirmed_at is null then
    mailbox := private.normalized_email(payload -> 'contact' ->> 'email');
  else
    mailbox := private.normalized_email(payload -> 'lead' ->> 'email');
  end if;
  return jsonb_build_object(
    'entry', to_jsonb(entry),
    'payload', payload,
    'answers', r.answers,
    'standings', case when r.id is not null then private.standings_of(r, min_group) end,
    'previous', case when r.confirmed_at is not null then private.previous_confirmed(r) end,
    'thread', private.desk_thread(
      ref_table, ref_id, entry.created_at,
      mailbox,
      private.company_key(
        coalesce(payload -> 'lead' ->> 'company_name', payload -> 'contact' ->> 'company_name')
      )
    )
  );
end;
$$;

revoke all on function private.company_in_thread(text)
from public, anon, authenticated, service_role;
