-- Every lead records the notice it was collected under: which form's notice, with a digest of
-- its text as the visitor read it, and the version of the privacy policy it links to. Leads
-- stored before there was a notice keep none; every new one must name both.
alter table api.contact_submissions
  add column privacy_notice text,
  add column policy_version text;
alter table api.assessment_contacts
  add column privacy_notice text,
  add column policy_version text;
alter table api.assessment_results
  add column privacy_notice text,
  add column policy_version text;

alter table api.contact_submissions
  add constraint contact_submissions_notice_check check (
    coalesce(privacy_notice ~ '^contact:[0-9a-f]{12}$', false)
    and coalesce(policy_version ~ '^[A-Za-z0-9_.-]{1,40}$', false)
  ) not valid;
alter table api.assessment_contacts
  add constraint assessment_contacts_notice_check check (
    coalesce(privacy_notice ~ '^assessment:[0-9a-f]{12}$', false)
    and coalesce(policy_version ~ '^[A-Za-z0-9_.-]{1,40}$', false)
  ) not valid;
alter table api.assessment_results
  add constraint assessment_results_notice_check check (
    coalesce(privacy_notice ~ '^assessment:[0-9a-f]{12}$', false)
    and coalesce(policy_version ~ '^[A-Za-z0-9_.-]{1,40}$', false)
  ) not valid;
