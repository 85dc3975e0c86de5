-- A lead's sector: the key of one of the sectors marketers keep in the Studio, or none, for the
-- field is optional. The list lives in the content, so the database knows only a key's form: what
-- anyone with the anon key stores here is a short lower-case key, never words, markup or a line
-- break for the sales team's mail. The site checks the key against the published list first.
create domain api.sector_key as text
  check (value ~ '^[a-z0-9][a-z0-9-]{0,39}$');

alter table api.contact_submissions add column sector api.sector_key;
alter table api.assessment_contacts add column sector api.sector_key;
