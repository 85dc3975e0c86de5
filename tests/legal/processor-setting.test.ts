import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { hostListed, parseProcessorSetting } from '@/lib/settings/processor-setting';
import { PROCESSOR_SETTINGS } from '@/lib/settings/processors';

describe('a processor setting', () => {
  it('reads the name, the countries, the basis and the hosts', () => {
    expect(
      parseProcessorSetting(
        ' Brevo (Sendinblue SAS) ; FR ; eea ; smtp-relay.brevo.com, SMTP.Brevo.com ',
      ),
    ).toEqual({
      name: 'Brevo (Sendinblue SAS)',
      countries: ['FR'],
      basis: 'eea',
      hosts: ['smtp-relay.brevo.com', 'smtp.brevo.com'],
    });
    expect(parseProcessorSetting('Vercel Inc.; US, DE; dpf')).toEqual({
      name: 'Vercel Inc.',
      countries: ['US', 'DE'],
      basis: 'dpf',
      hosts: [],
    });
    expect(parseProcessorSetting('Supabase Inc.; DE US; scc; *.supabase.co')).toMatchObject({
      hosts: ['*.supabase.co'],
    });
  });

  it.each([
    ['Brevo; FR', /must read/],
    ['Brevo; FR; eea; a; b', /must read/],
    ['; FR; eea', /provider’s name/],
    ['<script>; FR; eea', /provider’s name/],
    ['Brevo; fr; eea', /ISO 3166 codes, .*not fr/],
    ['Brevo; XX; eea', /not XX/],
    ['Brevo; EU; eea', /not EU/],
    ['Brevo; UK; adequacy', /not UK/],
    ['Brevo; ; eea', /countries of processing/],
    ['Brevo; FR; gdpr', /basis of transfers as eea, adequacy, dpf, scc/],
    ['Vercel; US, DE; eea', /names US, outside the EEA/],
    ['Brevo; FR; scc', /only EEA countries, so its basis is eea/],
    ['Example; JP, US; adequacy', /names US, which no adequacy decision covers/],
    ['Example; GB, JP; dpf', /names GB, JP, which the Data Privacy Framework does not cover/],
    ['Brevo; FR; eea; smtp relay.brevo.com;', /must read/],
    ['Brevo; FR; eea; https://smtp.brevo.com', /not a host name/],
    ['Brevo; FR; eea; *.*.brevo.com', /not a host name/],
  ])('refuses %j, saying why', (value, problem) => {
    const parsed = parseProcessorSetting(value);
    expect(parsed).toEqual({ problem: expect.stringMatching(problem) });
  });

  it('takes the bases the law gives for each kind of country', () => {
    for (const value of [
      'Example; FR, DE, NO; eea',
      'Example; GB, CH, FR; adequacy',
      'Example; US, IE; dpf',
      'Example; IN, US; scc',
    ]) {
      expect(parseProcessorSetting(value), value).not.toHaveProperty('problem');
    }
  });

  it('stops the start of any server, naming the setting', () => {
    for (const setting of Object.values(PROCESSOR_SETTINGS)) {
      expect(() => parseEnv({ [setting]: 'Brevo; FR' }), setting).toThrow(
        new RegExp(`must read[\\s\\S]*→ at ${setting}`),
      );
    }
  });
});

describe('hostListed', () => {
  it('takes a host listed exactly, whatever its case or final dot', () => {
    expect(hostListed('smtp-relay.brevo.com', ['smtp-relay.brevo.com'])).toBe(true);
    expect(hostListed('SMTP-Relay.Brevo.com.', ['smtp-relay.brevo.com'])).toBe(true);
    expect(hostListed('smtp.brevo.com', ['smtp-relay.brevo.com'])).toBe(false);
  });

  it('takes any name under a *. host, never the name itself nor one that only ends alike', () => {
    const hosts = ['*.supabase.co'];
    expect(hostListed('abc.supabase.co', hosts)).toBe(true);
    expect(hostListed('db.abc.supabase.co', hosts)).toBe(true);
    expect(hostListed('supabase.co', hosts)).toBe(false);
    expect(hostListed('evilsupabase.co', hosts)).toBe(false);
    expect(hostListed('abc.supabase.co.evil.example', hosts)).toBe(false);
  });
});
