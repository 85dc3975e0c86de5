type PolicyOptions = {
  analytics: boolean;
  development: boolean;
  bookingOrigin?: string;
  contentOrigin?: string;
};

export function bookingOriginOf(value: string | undefined): string | undefined;
export function contentOriginOf(apiHost: string | undefined): string | undefined;
type Header = { key: string; value: string };

export function siteContentSecurityPolicy(
  options: PolicyOptions & { framedBy?: "'none'" | "'self'" },
): string;
export const DRAFT_MODE_COOKIE: string;
export function studioContentSecurityPolicy(options: Pick<PolicyOptions, 'development'>): string;
type HeaderRule = {
  source: string;
  has?: { type: 'cookie'; key: string }[];
  headers: Header[];
};
export function securityHeaders(options: PolicyOptions): HeaderRule[];
