/**
 * A processor as the operator who signed its contract describes it, in one setting per processor
 * key: `name; countries; basis; hosts`, such as
 * `Brevo (Sendinblue SAS); FR; eea; smtp-relay.brevo.com`. The privacy policy shows the name, the
 * countries and the basis of any transfer from it, and a production server checks that the
 * addresses its other settings point at belong to the hosts listed.
 */

/** What makes a transfer of personal data lawful, beside processing inside the EEA. */
const TRANSFER_BASES = ['eea', 'adequacy', 'dpf', 'scc'] as const;

export type TransferBasis = (typeof TRANSFER_BASES)[number];

export type ProcessorSetting = {
  /** The provider, as its contract names it. */
  name: string;
  /** ISO 3166-1 alpha-2 codes of the countries where it processes the data, as written. */
  countries: string[];
  basis: TransferBasis;
  /** Host names, each exact or `*.example.com` for any name under example.com. */
  hosts: string[];
};

/** The European Economic Area: the EU's 27 members, Iceland, Liechtenstein and Norway. */
const EEA = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(
    ' ',
  ),
);

/** Countries of the European Commission's adequacy decisions (the United States only under the DPF). */
const ADEQUATE = new Set('AD AR CA CH FO GB GG IL IM JE JP KR NZ UY'.split(' '));

/** Codes Intl knows that are no country: the EU, the euro area, the UN, placeholders. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'UK']);

// Only to tell a known region code from an unknown one: any language does.
const regionNames = new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' });

/** A host name or an IPv4 address, under `*.` for any name below it; or an IPv6 address. */
const HOST =
  /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$|^[0-9a-f:]*:[0-9a-f:]*$/;

export const PROCESSOR_SETTING_FORMAT =
  'name; country codes; eea, adequacy, dpf or scc; host names, such as Brevo (Sendinblue SAS); FR; eea; smtp-relay.brevo.com';

function isCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && Boolean(regionNames.of(code));
}

/** Why the basis cannot cover these countries, or undefined when it does. */
function basisProblem(basis: TransferBasis, countries: string[]): string | undefined {
  const outside = countries.filter((code) => !EEA.has(code));
  if (basis === 'eea') {
    return outside.length > 0
      ? `names ${outside.join(', ')}, outside the EEA, so its basis is adequacy, dpf or scc, not eea`
      : undefined;
  }
  if (outside.length === 0) return `names only EEA countries, so its basis is eea, not ${basis}`;
  if (basis === 'adequacy') {
    const without = outside.filter((code) => !ADEQUATE.has(code));
    return without.length > 0
      ? `names ${without.join(', ')}, which no adequacy decision covers: use dpf (the United States) or scc`
      : undefined;
  }
  if (basis === 'dpf') {
    const others = outside.filter((code) => code !== 'US');
    return others.length > 0
      ? `names ${others.join(', ')}, which the Data Privacy Framework does not cover: only the United States`
      : undefined;
  }
  return undefined;
}

/**
 * The processor a setting describes, or why it cannot be read, as the end of a sentence that
 * names the setting.
 */
export function parseProcessorSetting(value: string): ProcessorSetting | { problem: string } {
  const parts = value.split(';').map((part) => part.trim());
  if (parts.length < 3 || parts.length > 4) {
    return { problem: `must read “${PROCESSOR_SETTING_FORMAT}”` };
  }
  const [name = '', countryList = '', basisText = '', hostList = ''] = parts;
  if (!name || name.length > 120 || /[\p{Cc}<>]/u.test(name)) {
    return { problem: 'must start with the provider’s name, at most 120 characters' };
  }
  const countries = countryList.split(/[\s,]+/).filter(Boolean);
  const unknown = countries.filter((code) => !isCountry(code));
  if (countries.length === 0 || unknown.length > 0) {
    return {
      problem: `must give the countries of processing as upper-case ISO 3166 codes, such as FR or US, DE${unknown.length > 0 ? ` (not ${unknown.join(', ')})` : ''}`,
    };
  }
  const basis = TRANSFER_BASES.find((known) => known === basisText.toLowerCase());
  if (!basis) {
    return { problem: `must give the basis of transfers as ${TRANSFER_BASES.join(', ')}` };
  }
  const hosts = hostList
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((host) => host.replace(/^\[|\]$/g, ''));
  const wrongHost = hosts.find((host) => !HOST.test(host));
  if (wrongHost) {
    return { problem: `lists ${wrongHost}, which is not a host name nor *.example.com` };
  }
  const problem = basisProblem(basis, countries);
  if (problem) return { problem };
  return { name, countries, basis, hosts };
}

/** Whether a URL's host is one of a processor's: equal to one, or under a `*.` one. */
export function hostListed(host: string, hosts: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return hosts.some((listed) =>
    listed.startsWith('*.') ? name.endsWith(listed.slice(1)) : name === listed,
  );
}
