/** The site's colours (see the dark theme in src/styles) plus the few companions the pictures need. */
export const palette = {
  page: '#1f242d',
  card: '#323946',
  accent: '#7cf03d',
  text: '#ffffff',
  muted: '#c4c9d1',
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
