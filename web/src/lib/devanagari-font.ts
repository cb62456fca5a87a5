/**
 * On a device with no Devanagari font of its own (many Linux and kiosk browsers), Chromium lays out
 * the page's first Devanagari text before our web font (styles.css) has arrived and can leave it as
 * empty boxes after the font has loaded: seen on the print pages (a Hindi receipt number, a Hindi
 * report heading) and in the first Hindi words of a screen. Loading both weights before the first
 * render avoids it. Only for Hindi screens and the print pages, whose papers may carry her
 * language; English screens never download the font.
 */
const PRINT_PATHS = /^\/(payments\/[^/]+\/receipt|bills\/[^/]+\/print|reports\/[^/]+\/print|pcpndt\/)/;
const WAIT_AT_MOST_MS = 3000;

export function loadDevanagariFirst(screenInEnglish: boolean, path: string): Promise<void> {
  if ((screenInEnglish && !PRINT_PATHS.test(path)) || !('fonts' in document)) return Promise.resolve();
  const faces = ['400 16px "Noto Sans Devanagari"', '700 16px "Noto Sans Devanagari"'].map((face) =>
    document.fonts.load(face, 'क'),
  );
  const late = new Promise<void>((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS));
  // A font that fails to load is no reason not to show the page.
  return Promise.race([Promise.all(faces).then(() => undefined), late]).catch(() => undefined);
}
