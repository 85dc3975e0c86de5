import type { CategoryKey } from '@/lib/model/assessment-shape';
import type { serviceSlugs, useCaseSlugs } from '@/lib/routes';

type ServiceSlug = (typeof serviceSlugs)[number];
type UseCaseSlug = (typeof useCaseSlugs)[number];

/**
 * Which services and customer stories speak to a weak category, best fit first: what the brief
 * offers when the published pages' words meet too little of the lead's. The content gives
 * services and stories no category of their own, so the team's judgement is written here, by the
 * slugs the routes fix; a page not published is never offered, whatever this says.
 */
export const OFFERS_BY_CATEGORY: Readonly<
  Record<CategoryKey, { services: readonly ServiceSlug[]; stories: readonly UseCaseSlug[] }>
> = {
  leadership: { services: ['strategy', 'roi'], stories: ['logistics', 'financial'] },
  organization: { services: ['training', 'strategy'], stories: ['hr-talent', 'customer-service'] },
  data: { services: ['data', 'development'], stories: ['predictive-maintenance', 'logistics'] },
  financial: { services: ['roi', 'strategy'], stories: ['financial', 'logistics'] },
  risk: { services: ['ethics', 'data'], stories: ['financial', 'customer-service'] },
};
