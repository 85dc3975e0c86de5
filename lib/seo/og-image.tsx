import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { withoutKerning } from './og-font';

export const ogImageSize = { width: 1200, height: 630 } as const;

// next/og reads TTF, OTF or WOFF, not WOFF2. Images are rendered at build time, where
// node_modules is at hand.
const fontDirectory = path.join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans');

async function font(file: string, weight: 400 | 700) {
  const data = withoutKerning(await readFile(path.join(fontDirectory, file)));
  return { name: 'Geist', data: data.buffer, weight, style: 'normal' as const };
}

/** The social preview of a page: the site's mark and name above the page's localized title. */
export async function renderOgImage({ title, siteName }: { title: string; siteName: string }) {
  const fonts = await Promise.all([font('Geist-Regular.ttf', 400), font('Geist-Bold.ttf', 700)]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: 'linear-gradient(135deg, #0b1f3a 0%, #16294a 60%, #115e59 100%)',
        color: '#ffffff',
        fontFamily: 'Geist',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#0b1f3a" />
          <circle cx="16" cy="16" r="7" fill="none" stroke="#2dd4bf" strokeWidth="3" />
          <circle cx="16" cy="16" r="2.5" fill="#fbbf24" />
        </svg>
        <span style={{ fontSize: 36, color: '#ccf7ee' }}>{siteName}</span>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 48 ? 60 : 76,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -1,
        }}
      >
        {title}
      </div>
      <div
        style={{ display: 'flex', width: 160, height: 8, borderRadius: 4, background: '#2dd4bf' }}
      />
    </div>,
    { ...ogImageSize, fonts },
  );
}
