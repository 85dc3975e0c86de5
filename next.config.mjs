import createNextIntlPlugin from 'next-intl/plugin';
import { bookingOriginOf, contentOriginOf, securityHeaders } from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // A server of its own in .next/standalone, for containers: `node server.js` with the static
  // files beside it (see the Dockerfile). Files the server reads at run time travel with it.
  output: 'standalone',
  outputFileTracingIncludes: {
    '/*': [
      './supabase/local/**/*',
      './supabase/migrations/**/*',
      './studio/seed/**/*',
      './node_modules/geist/dist/fonts/geist-sans/*.ttf',
    ],
  },
  serverExternalPackages: ['@electric-sql/pglite'],
  // `npm test` checks the types of the whole project (`npm run typecheck`) before its two builds,
  // which then skip the same check; any other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // A fresh CI checkout never reads the build cache again: writing it costs half a minute a build.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Pages rendered on request (the 404s) keep their <title> and meta tags in <head>. By default
  // Next streams metadata that resolves after the first bytes into <body>, which is invalid HTML
  // and happened on a loaded machine. Prerendered pages are not affected either way.
  htmlLimitedBots: /.*/,
  // The embedded Studio runs in the browser and reads the project from these public variables.
  env: {
    NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID ?? '',
    NEXT_PUBLIC_SANITY_DATASET: process.env.SANITY_DATASET ?? 'production',
  },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
  },
  async headers() {
    return securityHeaders({
      analytics: Boolean(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
      development: process.env.NODE_ENV === 'development',
      bookingOrigin: bookingOriginOf(process.env.BOOKING_ORIGIN),
      contentOrigin: contentOriginOf(process.env.SANITY_API_HOST),
    });
  },
};

export default withNextIntl(nextConfig);
