import { describe, expect, it } from 'vitest';
import { PROCESSOR_KEYS, processorsInUse } from '@/lib/legal/processors';
import { parseEnv } from '@/lib/env';

// The privacy policy names the assistant's provider exactly when one is set.

const items = PROCESSOR_KEYS.map((key) => ({ key, name: `${key} in the Studio` }));

describe('the processors the privacy policy lists', () => {
  it('leave the assistant out while no provider is set', () => {
    expect(processorsInUse(items, undefined).map(({ key }) => key)).toEqual(
      PROCESSOR_KEYS.filter((key) => key !== 'assistant'),
    );
  });

  it('name the provider the setting names, beside the others as the Studio names them', () => {
    const shown = processorsInUse(items, 'Mistral AI (Paris, France)');
    expect(shown.map(({ key }) => key)).toEqual([...PROCESSOR_KEYS]);
    expect(shown.find(({ key }) => key === 'assistant')?.name).toBe('Mistral AI (Paris, France)');
    expect(shown.find(({ key }) => key === 'email')?.name).toBe('email in the Studio');
  });
});

describe('the provider’s settings', () => {
  it('go together, so that a provider is never used without a name for the policy', () => {
    expect(() =>
      parseEnv({
        ASSISTANT_PROVIDER_URL: 'https://api.example.eu/v1',
        ASSISTANT_PROVIDER_MODEL: 'm',
      }),
    ).toThrow(/ASSISTANT_PROVIDER_NAME/);
    expect(() => parseEnv({ ASSISTANT_PROVIDER_URL: 'ftp://api.example.eu' })).toThrow(
      /ASSISTANT_PROVIDER_URL/,
    );
    const settings = parseEnv({
      ASSISTANT_PROVIDER_URL: 'https://api.example.eu/v1/',
      ASSISTANT_PROVIDER_MODEL: 'small',
      ASSISTANT_PROVIDER_NAME: 'Example AI',
    });
    expect(settings.ASSISTANT_PROVIDER_URL).toBe('https://api.example.eu/v1');
  });
});
