-- The consultant's brief shows a lead's team: the one its result joined through a colleague's
-- link, else the one it opened as its owner. The server reads the desk as its own role, which
-- reads no team: this answers the team's view (private.team_view: its size and, from three
-- respondents on, its spread, never one person's answers) and the result's part in it, or null.
create function private.team_of_result(result uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with joined as (
    select r.team_id as id from api.assessment_results r
    where r.id = result and r.team_id is not null
  ),
  team as (
    select id, 'member' as role from joined
    union all
    select t.id, 'owner' from private.teams t
    where t.owner_result_id = result and not exists (select from joined)
  )
  select jsonb_build_object('role', team.role, 'view', private.team_view(team.id))
  from team
$$;

revoke all on function private.team_of_result(uuid) from public, anon, authenticated, service_role;
grant execute on function private.team_of_result(uuid) to outbox_worker;
