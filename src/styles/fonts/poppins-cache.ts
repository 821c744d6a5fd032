// Whether a page shows Poppins (<html data-fonts="cached">, which ./poppins.css follows), and the
// visitor's browser's memory that it has Poppins cached. No asset here: the head script uses it.
const STORAGE_KEY = 'fonts';

export function showPoppins(): void {
  document.documentElement.dataset.fonts = 'cached';
}

export function poppinsShown(): boolean {
  return document.documentElement.dataset.fonts === 'cached';
}

/** Before the first paint (src/startup/head-script.ts): Poppins, if an earlier page cached it. */
export function showPoppinsIfCached(): void {
  try {
    if (localStorage.getItem(STORAGE_KEY) === 'cached') showPoppins();
  } catch {
    // Storage refused (cookies blocked): the fallback fonts.
  }
}

export function rememberPoppinsCached(): void {
  try {
    localStorage.setItem(STORAGE_KEY, 'cached');
  } catch {
    // Storage refused: each page shows Poppins from its first link pressed.
  }
}
