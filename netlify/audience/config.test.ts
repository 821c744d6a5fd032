import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { readAudienceConfig } from './config.ts';

test('every setting the audience reads is named in its README', () => {
  const read = new Set<string>();
  readAudienceConfig(new Proxy({}, { get: (_env, name) => void read.add(String(name)) }));
  const documented = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  expect([...read].filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
});

test('data is kept 25 months at most, whatever STATS_KEEP_MONTHS says', () => {
  expect(readAudienceConfig({}).keepMonths).toBe(25);
  expect(readAudienceConfig({ STATS_KEEP_MONTHS: '13' }).keepMonths).toBe(13);
  expect(readAudienceConfig({ STATS_KEEP_MONTHS: '60' }).keepMonths).toBe(25);
  expect(readAudienceConfig({ STATS_KEEP_MONTHS: 'soon' }).keepMonths).toBe(25);
});
