import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv, processorsInUse, SETTING_NAMES, startupProblems } from '@/lib/env';
import { PROCESSOR_KEYS } from '@/lib/settings/processors';

// What the operator reads: the example production configuration of docs/deploying.md, read as it
// is pasted into the host's settings, passes every check a production server runs; and
// .env.example describes every setting.

const GENERATED = '<openssl rand -base64 32>';

/** The settings of the example, each generated secret replaced with a fresh one. */
function exampleSettings(): Record<string, string> {
  const docs = readFileSync('docs/deploying.md', 'utf8');
  const start = docs.indexOf('**An example production configuration.**');
  const block = /```sh\n([\s\S]*?)```/.exec(docs.slice(start))?.[1];
  if (start < 0 || !block) throw new Error('docs/deploying.md has no example configuration');
  const settings: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (!match) throw new Error(`Not a setting: ${line}`);
    const value = match[2]!.replace(/^"(.*)"$/, '$1');
    settings[match[1]!] = value.replace(GENERATED, () => randomBytes(32).toString('base64'));
  }
  return settings;
}

describe('the example production configuration', () => {
  it('starts a production server without a single problem', () => {
    expect(startupProblems(parseEnv(exampleSettings()), 'production')).toEqual([]);
  });

  it('switches every feature on, so that each processor line is checked', () => {
    const settings = exampleSettings();
    expect(processorsInUse(parseEnv(settings), 'production').map(({ key }) => key)).toEqual([
      ...PROCESSOR_KEYS,
    ]);
    expect(Object.values(settings).join('\n')).not.toContain(GENERATED);
  });

  it('needs its generated secrets: the example’s own words would not do', () => {
    const settings = exampleSettings();
    settings.VISITOR_KEY_SECRET = 'your-visitor-key-secret';
    expect(startupProblems(parseEnv(settings), 'production')).toEqual([
      expect.stringMatching(/^VISITOR_KEY_SECRET is too easy to guess/),
    ]);
  });
});

describe('.env.example', () => {
  it('describes every setting the server reads', () => {
    const example = readFileSync('.env.example', 'utf8');
    const missing = SETTING_NAMES.filter((name) => !new RegExp(`^# ${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
