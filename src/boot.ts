// The pages are prerendered and readable without JavaScript, so the app starts after the first
// paint: its download and start-up then never delay the page's own text, styles and images.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  });
});
