type PolicyOptions = { analytics: boolean; development: boolean; bookingOrigin?: string };

export const DEFAULT_BOOKING_ORIGIN: string;
export function bookingOriginOf(value: string | undefined): string | undefined;
type Header = { key: string; value: string };

export function siteContentSecurityPolicy(options: PolicyOptions): string;
export function studioContentSecurityPolicy(options: Pick<PolicyOptions, 'development'>): string;
export function securityHeaders(options: PolicyOptions): { source: string; headers: Header[] }[];
