/** The screens wide enough for the hero's right side (home.css): the portrait or the flagship project. */
export const WIDE = '(min-width: 64em)';

/** A one-pixel GIF, inside the page: what narrow screens "load" instead of a wide-only picture, so they fetch nothing. */
export const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
