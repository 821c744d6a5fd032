import { siteColor } from '../palette/site-palette.ts';

/** The site's dark theme (src/styles/global.css) that the favicon and the social image use. */
export const palette = {
  page: siteColor('dark', 'bg'),
  accent: siteColor('dark', 'accent'),
  text: siteColor('dark', 'text'),
  muted: siteColor('dark', 'text-muted'),
} as const;
