/** The site's colours (see the dark theme in src/styles) that the favicon and the social image use. */
export const palette = {
  page: '#1f242d',
  accent: '#7cf03d',
  text: '#ffffff',
  muted: '#c4c9d1',
} as const;
