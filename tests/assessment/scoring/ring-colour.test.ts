import { describe, expect, it } from 'vitest';
import { ringColour } from '@/lib/assessment/scoring';

describe('ringColour', () => {
  it.each([
    [0, 'red'],
    [29.99, 'red'],
    [30, 'yellow'],
    [59.99, 'yellow'],
    [60, 'blue'],
    [79.99, 'blue'],
    [80, 'teal'],
    [100, 'teal'],
  ] as const)('%f percent → %s', (percentage, colour) => {
    expect(ringColour(percentage)).toBe(colour);
  });
});
