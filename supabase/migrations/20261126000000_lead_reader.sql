-- Who reads the leads outside the Supabase dashboard: `npm run leads`, with a DATABASE_URL whose
-- user is a member of leads_reader. The role reads the three tables and can change nothing.
--   create role sales login password '…' in role leads_reader;
do $$
begin
  if not exists (select from pg_roles where rolname = 'leads_reader') then
    create role leads_reader nologin;
  end if;
end
$$;

grant usage on schema api to leads_reader;
grant select on api.contact_submissions, api.assessment_contacts, api.assessment_results
  to leads_reader;

create policy "the sales team reads contact messages" on api.contact_submissions
  for select to leads_reader using (true);
create policy "the sales team reads assessment contacts" on api.assessment_contacts
  for select to leads_reader using (true);
create policy "the sales team reads assessment results" on api.assessment_results
  for select to leads_reader using (true);
