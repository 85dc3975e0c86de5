-- An assessment result must add up: five well-formed category scores whose points make the total,
-- and levels that follow the percentage bands of the scoring rules (81.25, 56.25, 31.25).
-- The helpers live in a schema the Data API does not expose, so they are no RPC endpoint. Their
-- bodies are SQL-standard (RETURN), bound when created: a visitor whose insert runs them needs
-- EXECUTE on them, not access to the schema.

create schema if not exists private;

-- The level of a percentage, as lib/assessment/readiness-level.ts computes it.
create function private.readiness_level(percentage numeric)
returns text
language sql
immutable
parallel safe
set search_path = ''
return (
  case
    when percentage >= 81.25 then 'High'
    when percentage >= 56.25 then 'Moderate'
    when percentage >= 31.25 then 'Low'
    else 'Very Low'
  end
);

-- One category: four questions scored 1 to 4, so 4 to 16 of 16 points; its percentage and level
-- follow from its points. The case checks every type before any value is cast.
create function private.category_score_is_valid(item jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return (
  case
    when jsonb_typeof(item) is distinct from 'object'
      or jsonb_typeof(item -> 'category') is distinct from 'string'
      or jsonb_typeof(item -> 'score') is distinct from 'number'
      or jsonb_typeof(item -> 'maxScore') is distinct from 'number'
      or jsonb_typeof(item -> 'percentage') is distinct from 'number'
      or jsonb_typeof(item -> 'readinessLevel') is distinct from 'string'
      then false
    else
      (item ->> 'category') ~ '\S'
      and char_length(item ->> 'category') <= 100
      and (item ->> 'maxScore')::numeric = 16
      and (item ->> 'score')::numeric between 4 and 16
      and (item ->> 'score')::numeric = trunc((item ->> 'score')::numeric)
      and (item ->> 'percentage')::numeric
        = round((item ->> 'score')::numeric * 100 / (item ->> 'maxScore')::numeric, 2)
      and (item ->> 'readinessLevel')
        = private.readiness_level((item ->> 'percentage')::numeric)
  end
);

-- Every element valid and the five categories distinct. A non-array is left to the existing
-- assessment_results_category_scores_check.
create function private.category_scores_are_valid(scores jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return (
  case
    when jsonb_typeof(scores) is distinct from 'array' then false
    else (
      select coalesce(bool_and(private.category_score_is_valid(item)), false)
        and count(distinct item ->> 'category') = count(*)
      from jsonb_array_elements(scores) as item
    )
  end
);

-- The sum of the category points; null when an element has no numeric score.
create function private.category_scores_total(scores jsonb)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
return (
  case
    when jsonb_typeof(scores) is distinct from 'array' then null
    else (
      select case
        when bool_and(jsonb_typeof(item -> 'score') = 'number')
          then sum((item ->> 'score')::numeric)
      end
      from jsonb_array_elements(scores) as item
    )
  end
);

-- Visitors insert through the checks, so they run the functions; nobody else needs to.
revoke all on function
  private.readiness_level(numeric),
  private.category_score_is_valid(jsonb),
  private.category_scores_are_valid(jsonb),
  private.category_scores_total(jsonb)
  from public;
grant execute on function
  private.readiness_level(numeric),
  private.category_score_is_valid(jsonb),
  private.category_scores_are_valid(jsonb),
  private.category_scores_total(jsonb)
  to anon, authenticated, service_role;

alter table api.assessment_results
  add constraint assessment_results_category_scores_shape_check
    check (private.category_scores_are_valid(category_scores)),
  -- A check passes on null: an unsummable list must fail here too, not slip through.
  add constraint assessment_results_category_scores_total_check
    check (coalesce(private.category_scores_total(category_scores) = total_score, false)),
  add constraint assessment_results_readiness_level_check
    check (overall_readiness_level = private.readiness_level(percentage));
