import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite'],
  async redirects() {
    return [
      {
        source: '/:lang(en|fr)/expertise-support',
        destination: '/:lang/ai-solutions',
        permanent: true,
      },
    ];
  },
};

export default withNextIntl(nextConfig);
