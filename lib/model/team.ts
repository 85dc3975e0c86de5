/**
 * The fewest respondents whose answers a team's view combines, as the database's
 * private.team_min_respondents() holds it: below it, the team's e-mail and the consultant's brief
 * give only how many answered.
 */
export const TEAM_MIN_RESPONDENTS = 3;
