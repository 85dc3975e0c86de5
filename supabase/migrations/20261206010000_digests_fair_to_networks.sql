-- A flood of leads from one visitor network no longer keeps the sales team from hearing of anyone
-- else's. Past their hourly ceiling, sales notices go as digests of 200 at most every quarter of an
-- hour, oldest first: 800 an hour. One network may submit 5 leads a minute to each of three forms,
-- 900 an hour, so a single visitor could grow the backlog without end and every real lead's notice
-- waited behind it. A sales notice now records the network that caused it, as a visitor's e-mail
-- does, and each digest takes every network's first waiting notice before anyone's second
-- (lib/outbox/queue.ts, claimDigest): a lead from another network is in the next digest,
-- whatever the flood.

create function private.sales_notice_network()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.network_hash := private.visitor_network_key();
  return new;
end;
$$;

create trigger outbox_sales_network
  before insert on private.outbox
  for each row when (new.kind = 'sales' and new.network_hash is null)
  execute function private.sales_notice_network();

revoke all on function private.sales_notice_network() from public;
