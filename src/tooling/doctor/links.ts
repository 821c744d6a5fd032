/**
 * The profile and project links, all fetched at once. Dead: no answer in time, 404, 410 or 5xx; any other
 * answer counts (LinkedIn answers robots 999). None answering: offline, skipped.
 */
import { error, type Finding, type Place } from './finding.ts';

export type Link = Place & { field: string; url: string };

export type LinkCheck = { checked: number } | { skipped: string };

export const LINK_TIMEOUT_MS = 5_000;

type Answer = { status: number } | { failure: string };

async function fetchStatus(url: string, timeUp: AbortSignal, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(url, {
      redirect: 'follow',
      signal: timeUp,
      headers: { accept: 'text/html,*/*' },
    });
    // The status is the answer: the page itself is not needed.
    await response.body?.cancel();
    return { status: response.status };
  } catch (failure) {
    const { name, cause } = failure as Error & { cause?: { code?: string } };
    return {
      failure:
        name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : `no answer (${cause?.code ?? (failure as Error).message})`,
    };
  }
}

const isDead = (status: number) => status === 404 || status === 410 || status >= 500;

export async function checkLinks(
  links: Link[],
  timeoutMs = LINK_TIMEOUT_MS,
): Promise<{ findings: Finding[]; check: LinkCheck }> {
  const urls = [...new Set(links.map((link) => link.url))];
  // They all go out at once, so one deadline serves them all.
  const timeUp = new AbortController();
  const timer = setTimeout(() => timeUp.abort(new DOMException('no answer in time', 'TimeoutError')), timeoutMs);
  const answers = new Map(
    await Promise.all(urls.map(async (url) => [url, await fetchStatus(url, timeUp.signal, timeoutMs)] as const)),
  );
  clearTimeout(timer);
  if (urls.length && [...answers.values()].every((answer) => 'failure' in answer)) {
    return { findings: [], check: { skipped: 'offline: no link answered' } };
  }
  const findings = links.flatMap(({ field, url, ...place }) => {
    const answer = answers.get(url)!;
    if ('failure' in answer) return [error(place, `${field}: ${url} gives ${answer.failure}`)];
    return isDead(answer.status) ? [error(place, `${field}: ${url} answers ${answer.status}`)] : [];
  });
  return { findings, check: { checked: urls.length } };
}
