import { siteColor } from '../palette/site-palette.ts';

/** The site's dark theme (src/styles/global.css) plus the few companions the pictures need. */
export const palette = {
  page: siteColor('dark', 'bg'),
  card: siteColor('dark', 'bg-card'),
  accent: siteColor('dark', 'accent'),
  text: siteColor('dark', 'text'),
  muted: siteColor('dark', 'text-muted'),
  // Darker and lighter steps of the same slate, for insets, borders and rules.
  inset: '#171b22',
  raised: '#3b4352',
  rule: '#4a5366',
  // Companions of the lime, equally saturated so none of them looks washed out beside it.
  coral: '#ff6b6b',
  amber: '#ffc145',
  sky: '#4cc9f0',
  violet: '#a58bff',
  teal: '#2ed3b7',
} as const;
