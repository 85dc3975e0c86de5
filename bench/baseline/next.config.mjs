// Its own config, empty on purpose: without one, Next would find the site's next.config.mjs in a
// parent folder and build the baseline with the site's settings.
/** @type {import('next').NextConfig} */
const nextConfig = {};

export default nextConfig;
