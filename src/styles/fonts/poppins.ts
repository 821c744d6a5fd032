// Poppins, subset to French text by src/tooling/assets/make-fonts.ts. A first page paints in its
// metric-matched fallbacks (fallbacks.css), which take about the room Poppins takes, but not
// word for word: swapping fonts under the visitor's eyes would move text. So this loads Poppins
// after the first paint, remembers that it is cached, so that later pages paint in it
// (./poppins-cache.ts), and shows it at the next press on a link: the page changes then, and moves
// made right after a press are expected ones, not layout shifts.
import regular from './poppins-400.woff2?url';
import medium from './poppins-500.woff2?url';
import bold from './poppins-700.woff2?url';
import { poppinsShown, rememberPoppinsCached, showPoppins } from './poppins-cache.ts';

const files = { 400: regular, 500: medium, 700: bold };

export function loadPoppins(): void {
  if (poppinsShown()) return;
  const faces = Object.entries(files).map(([weight, url]) => new FontFace('Poppins', `url(${url}) format('woff2')`, { weight }));
  // All three or none: one weight missing would mix fonts in a line.
  Promise.all(faces.map((face) => face.load())).then(
    () => {
      rememberPoppinsCached();
      const pressed = new AbortController();
      document.addEventListener(
        'click',
        (event) => {
          if (!(event.target as Element).closest?.('a[href]')) return;
          pressed.abort();
          // Loaded already, so shown at once: the page's own faces (`optional`) would not be.
          for (const face of faces) document.fonts.add(face);
          showPoppins();
        },
        { capture: true, signal: pressed.signal },
      );
    },
    () => {},
  );
}
