// Security headers for every response. Pages stay static, so the policy cannot carry a per-request
// nonce: Next's inline bootstrap scripts need 'unsafe-inline'. Everything else is locked down.

import { privatePathSource } from './private-paths.mjs';

const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
};

/** The booking service the site frames unless BOOKING_ORIGIN names another: the seed's. */
const DEFAULT_BOOKING_ORIGIN = 'https://calendly.com';

/**
 * The one origin the booking dialog may frame: BOOKING_ORIGIN's origin, the default when unset, or
 * none for `none` (the booking page then always opens in a new tab).
 */
export function bookingOriginOf(value) {
  const setting = value?.trim() || DEFAULT_BOOKING_ORIGIN;
  if (setting === 'none') return undefined;
  return new URL(setting).origin;
}

/** Images both the site and the Studio show: their own, inline or generated ones, Sanity's CDN. */
const CONTENT_IMAGES = ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'];

function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The site's policy; analytics hosts are allowed only when a measurement id is configured, and
 * frames only from the booking service's origin.
 */
export function siteContentSecurityPolicy({
  analytics,
  development,
  bookingOrigin,
  contentOrigin,
  framedBy = "'none'",
}) {
  const ga = (kind) => (analytics ? googleAnalytics[kind] : []);
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...ga('script'),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...CONTENT_IMAGES, ...(contentOrigin ? [contentOrigin] : []), ...ga('img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...ga('connect')],
    'frame-src': bookingOrigin ? [bookingOrigin] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBy],
  });
}

/** Next's draft-mode cookie: a marketer previewing drafts, inside the Studio's Presentation tool. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The embedded Studio talks to Sanity's APIs and shows images and avatars from its CDNs. */
export function studioContentSecurityPolicy({ development }) {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...CONTENT_IMAGES, 'https://lh3.googleusercontent.com', 'https://*.gravatar.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://*.sanity.io',
      'wss://*.sanity.io',
      ...(development ? ['ws:'] : []),
    ],
    'frame-src': ["'self'", 'https://*.sanity.io'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

const common = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/**
 * The origin the content's pictures come from besides Sanity's CDN: SANITY_API_HOST's, when the
 * site reads a Content Lake at another address (an emulator in tests), whose image URLs follow it.
 */
export function contentOriginOf(apiHost) {
  return apiHost?.trim() ? new URL(apiHost).origin : undefined;
}

export function securityHeaders(options) {
  /** Who may frame a page: nobody, or (`'self'`) the site itself, and the policy that says so. */
  const framing = (framedBy) => [
    { key: 'X-Frame-Options', value: framedBy === "'self'" ? 'SAMEORIGIN' : 'DENY' },
    { key: 'Content-Security-Policy', value: siteContentSecurityPolicy({ ...options, framedBy }) },
  ];
  return [
    { source: '/:path*', headers: [...common, ...framing("'none'")] },
    {
      // In draft mode the Studio, on this origin, shows the page in a frame. Framing by the site
      // itself is all this allows, whoever sets the cookie.
      source: '/:path*',
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: framing("'self'"),
    },
    {
      // The private pages (lib/private-paths.mjs): a key or a visitor's words are in the address.
      // No page they lead to learns it (a referrer gives the origin, never the path), and neither
      // a shared cache nor a search engine keeps them. Not no-referrer: a form posted from such a
      // page without JavaScript would then send `Origin: null`, which the server actions refuse,
      // and the button that confirms an address or records an objection would do nothing.
      source: privatePathSource,
      headers: [
        { key: 'Referrer-Policy', value: 'strict-origin' },
        { key: 'Cache-Control', value: 'private, no-store' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      ],
    },
    {
      // Declared last: for /studio these values replace the site's.
      source: '/studio/:path*',
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        {
          key: 'Content-Security-Policy',
          value: studioContentSecurityPolicy({ development: options.development }),
        },
      ],
    },
  ];
}
