import { NextStudio } from 'next-sanity/studio';
import { StudioSetup } from '@/components/studio/studio-setup';
import { env } from '@/lib/env';
import config from '@/studio/sanity.config';

export const dynamic = 'force-static';

export { metadata, viewport } from 'next-sanity/studio';

export default function StudioPage() {
  if (!env.SANITY_PROJECT_ID) return <StudioSetup />;
  return <NextStudio config={config} />;
}
