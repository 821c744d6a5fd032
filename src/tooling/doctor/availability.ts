/** The availability the hero, the CV and the JSON-LD show: its first month must be still to come. */
import { profile, type Seeking } from '../../content/profile.ts';
import { pastStartWarning } from '../content-schema/past-start.ts';
import type { ContentText } from './content-texts.ts';
import { fieldName } from '../content-schema/content-issues.ts';
import { warning, type Finding } from './finding.ts';

export function pastStartFindings(
  texts: ContentText[],
  seeking: Seeking | null = profile.seeking,
  now = new Date(),
): Finding[] {
  const text = pastStartWarning(seeking, now);
  const start = texts.find((candidate) => fieldName(candidate.path) === 'profile.seeking.start');
  return text && start ? [warning(start, text)] : [];
}
