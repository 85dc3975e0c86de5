import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import contentIconSet from '@/components/ui/content-icon-set.json';
import { contentIconNames } from '@/components/ui/content-icons';
import glyphSet from '@/components/ui/glyph-set.json';

const imports = (module: string) => new RegExp(`from '(?:@/components/ui/|\\./)${module}'`);

function clientComponents(): string[] {
  return execFileSync('git', ['ls-files', 'app', 'components', 'lib'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /^'use client';/.test(readFileSync(file, 'utf8')));
}

describe('icons', () => {
  it('are either a glyph of the interface or an icon offered for content, never both', () => {
    const glyphs = Object.keys(glyphSet);
    expect(glyphs.filter((name) => name in contentIconSet)).toEqual([]);
    expect(contentIconNames.filter((name) => glyphs.includes(name))).toEqual([]);
  });

  it('reach the browser as glyphs only: no client component imports every icon', () => {
    const files = clientComponents();
    expect(files.filter((file) => imports('glyph').test(readFileSync(file, 'utf8')))).not.toEqual(
      [],
    );
    expect(files.filter((file) => imports('icons').test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
