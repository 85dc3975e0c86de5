-- Nobody turns the forms into a spam relay. An address is one bare mailbox; names are one line;
-- the per-address limits count mailboxes, not spellings; and every visitor's insert is counted.
-- The same two e-mail rules live in lib/forms/email.ts, and a test fails when they disagree.

-- A bare address, local@domain, as lib/forms/email.ts (BARE_EMAIL_SOURCE) writes it: no display
-- name, comment, quotes, angle brackets, comma or semicolon, which a mail program would read as
-- a name to show or another recipient. The domain is ASCII: the forms store an internationalised
-- one in its ASCII form (xn--…), so that one mailbox has one spelling of its domain.
create function private.email_is_bare(address text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return (
  char_length(address) <= 254
  and strpos(address, '@') - 1 <= 64
  and address ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'
);

-- The mailbox an address reaches: trimmed, lower case (a stored address is ASCII), without a +tag,
-- and for Gmail without dots. The limits count this, not what was typed.
create function private.normalized_email(address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return (
  select case
    when strpos(t.address, '@') = 0 then t.address
    else (
      select case
        when d.domain in ('gmail.com', 'googlemail.com')
          then replace(d.local, '.', '') || '@gmail.com'
        else d.local || '@' || d.domain
      end
      from (
        select split_part(substring(t.address from '^(.*)@[^@]*$'), '+', 1) as local,
          substring(t.address from '@([^@]*)$') as domain
      ) as d
    )
  end
  from (
    select translate(
      btrim(address, E' \t\n\r\f' || chr(11)),
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'abcdefghijklmnopqrstuvwxyz'
    ) as address
  ) as t
);

revoke all on function private.email_is_bare(text), private.normalized_email(text) from public;
grant execute on function private.email_is_bare(text), private.normalized_email(text)
  to anon, authenticated, service_role;

-- NOT VALID: rows stored before stay as they are; every new one is checked.
alter domain api.email_address drop constraint email_address_check;
alter domain api.email_address
  add constraint email_address_is_bare check (private.email_is_bare(value)) not valid;

-- Names and companies are one line: a line break in one would reach the sales team's Subject.
-- A message keeps its line breaks and tabs, and nothing else a keyboard does not type: the same
-- characters the forms drop (lib/forms/schema.ts).
alter domain api.person_name
  add constraint person_name_one_line check (value !~ '[\u0001-\u001f\u007f]') not valid;
alter domain api.company_name
  add constraint company_name_one_line check (value !~ '[\u0001-\u001f\u007f]') not valid;
alter domain api.message
  add constraint message_printable
    check (value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]') not valid;

-- The submission limit, no longer left to the caller: a visitor's insert that carries no key is
-- refused, and the database counts one more key of its own, the mailbox of the address given,
-- so that however the visitor's address is forged, one mailbox gets 5 leads a minute per form.
-- Only visitors (anon, authenticated) are counted: the owner and service_role are trusted.
create or replace function private.count_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_attempts constant integer := 5;
  submission_window constant interval := interval '1 minute';
  -- The role the Data API switched to: a security definer function runs as its owner, but the
  -- role setting still names the caller.
  visitor boolean := current_setting('role', true) in ('anon', 'authenticated');
  header text := nullif(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-submission-keys', ''
  );
  keys text[] := coalesce(string_to_array(header, ','), array[]::text[]);
  key text;
begin
  if cardinality(keys) > 4
    or exists (select from unnest(keys) as given where given !~ '^[0-9a-f]{64}$') then
    raise exception 'malformed submission keys' using errcode = 'invalid_parameter_value';
  end if;
  if not visitor then
    return new;
  end if;
  if cardinality(keys) = 0 then
    raise exception 'a submission carries its rate-limit key' using errcode = 'invalid_parameter_value';
  end if;
  keys := keys || encode(sha256(convert_to(
    'mailbox:' || tg_table_name || ':' || private.normalized_email(new.email), 'UTF8'
  )), 'hex');

  delete from private.submission_attempts where attempted_at < now() - submission_window;

  -- In a stable order, so that two submissions sharing keys wait for each other, not deadlock.
  foreach key in array (select array_agg(distinct given order by given) from unnest(keys) as given)
  loop
    perform pg_advisory_xact_lock(hashtextextended(key, 0));
    if (
      select count(*) from private.submission_attempts
      where key_hash = key and attempted_at > now() - submission_window
    ) >= max_attempts then
      raise exception 'too many submissions' using errcode = 'PT429';
    end if;
    insert into private.submission_attempts (key_hash) values (key);
  end loop;
  return new;
end;
$$;

-- The three e-mails a day go to a mailbox, whatever spelling reaches it: VICTIM@, victim+1@ and
-- v.ictim@gmail.com share one allowance.
create or replace function private.queue_lead_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
  contact jsonb;
  recipient text := encode(sha256(convert_to(private.normalized_email(new.email), 'UTF8')), 'hex');
  visitor_status text := 'pending';
begin
  if tg_table_name = 'assessment_results' then
    select to_jsonb(c) into contact from api.assessment_contacts c
    where lower(c.email) = lower(new.email)
    order by c.created_at desc limit 1;
  end if;
  lead := jsonb_build_object('table', tg_table_name, 'lead', lead, 'contact', contact);

  insert into private.outbox (lead_table, lead_id, kind, payload)
  values (tg_table_name, new.id, 'sales', lead), (tg_table_name, new.id, 'webhook', lead);

  if tg_table_name in ('contact_submissions', 'assessment_results') then
    perform pg_advisory_xact_lock(hashtextextended(recipient, 0));
    if (
      select count(*) from private.outbox
      where kind = 'visitor' and recipient_hash = recipient and status <> 'skipped'
        and created_at > now() - interval '1 day'
    ) >= 3 then
      visitor_status := 'skipped';
    end if;
    insert into private.outbox (lead_table, lead_id, kind, payload, recipient_hash, status, last_error)
    values (
      tg_table_name, new.id, 'visitor', lead, recipient, visitor_status,
      case when visitor_status = 'skipped' then 'three e-mails a day to this mailbox already' end
    );
  end if;
  return null;
end;
$$;
