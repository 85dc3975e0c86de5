import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function renderStudioPage(projectId: string): Promise<string> {
  vi.resetModules();
  vi.stubEnv('SANITY_PROJECT_ID', projectId);
  const { default: StudioPage } = await import('@/app/studio/[[...tool]]/page');
  return renderToStaticMarkup(StudioPage());
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/studio without a Sanity project', () => {
  it('explains how to connect one instead of loading the Studio', async () => {
    const html = await renderStudioPage('');
    expect(html).toContain('Connect a Sanity project');
    expect(html).toContain('SANITY_PROJECT_ID');
    expect(html).toContain('npx sanity dataset import studio/seed/production.ndjson production');
    expect(html).not.toContain('<script');
  });
});
