/** Every character the site's French text may use: ASCII, French letters and typography. */
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const letters = 'àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ';
const typography = '\u00a0\u202f«»‹›‘’“”–—…·•°€©';

export const FRENCH_CHARACTERS = ascii + letters + typography;
