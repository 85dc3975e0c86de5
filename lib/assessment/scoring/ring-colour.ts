export type RingColour = 'red' | 'yellow' | 'blue' | 'teal';

export function ringColour(percentage: number): RingColour {
  if (percentage < 30) return 'red';
  if (percentage < 60) return 'yellow';
  if (percentage < 80) return 'blue';
  return 'teal';
}
