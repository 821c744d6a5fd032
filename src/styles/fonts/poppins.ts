// Poppins, subset to French text by src/tooling/assets/make-fonts.ts. Declared from script, after
// the first paint: a face declared in the page's CSS would be fetched during the first layout and
// compete with the first paint. Until it arrives, text shows in its metric-matched fallback
// (fallbacks.css), so the swap moves nothing.
import regular from './poppins-400.woff2?url';
import medium from './poppins-500.woff2?url';
import bold from './poppins-700.woff2?url';

const files = { 400: regular, 500: medium, 700: bold };

export function addPoppins(): void {
  const faces = Object.entries(files).map(([weight, url]) => new FontFace('Poppins', `url(${url}) format('woff2')`, { weight }));
  // All three at once: one relayout, not one per weight. If one fails, the fallback stays.
  Promise.all(faces.map((face) => face.load())).then(
    () => faces.forEach((face) => document.fonts.add(face)),
    () => {},
  );
}
