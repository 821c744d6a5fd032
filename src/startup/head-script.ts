// The page's head script: bundled alone (never with the app) and inlined into the <head> of every
// page, before the stylesheet, by src/tooling/first-paint; the CSP allows it by its hash. One
// script, because each inline script costs the parser a compilation before the first paint.
import { countAfterLoad } from '../lib/audience.ts';
import { showTheme, storedTheme } from '../lib/theme-store.ts';
import { startAfterPaint } from './start-after-paint.ts';

// Before the first paint: a stored theme, so that a page never flashes the system's first.
const theme = storedTheme();
if (theme) showTheme(theme);
startAfterPaint(document.currentScript as HTMLScriptElement | null);
countAfterLoad();
