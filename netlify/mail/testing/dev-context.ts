/** The function's settings for local development, as netlify.toml's [context.dev.environment] gives them. */
import { readFileSync } from 'node:fs';

export function devContext(): Record<string, string> {
  const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
  const section = toml.split('[context.dev.environment]')[1]?.split(/^\[/m)[0] ?? '';
  return Object.fromEntries([...section.matchAll(/^\s*([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
}
