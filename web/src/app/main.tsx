import '../styles.css';
import '../lib/zod-browser-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getAuthToken } from '../lib/auth-token.ts';
import { reloadForNewBuild } from '../lib/chunk-reload.ts';
import { loadDevanagariFirst } from '../lib/devanagari-font.ts';
import { setLocale, storedLocale } from '../lib/i18n.ts';
import { removeStorage, STORAGE_KEYS } from '../lib/storage-keys.ts';
import { App } from './app.tsx';

// Spec §3: the legacy auth_token key never outlives the page. pagehide (not beforeunload)
// keeps the back/forward cache usable.
window.addEventListener('pagehide', () => removeStorage(STORAGE_KEYS.legacyAuthToken));

// After a deploy, an open tab may ask for chunks that no longer exist: vite reports a failed
// import here. Reload once into the new build (reloadForNewBuild guards against a loop);
// otherwise the import's error reaches the screen's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewBuild()) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public entry pages arrive prerendered (scripts/prerender.ts) with the path they were
// rendered for. Hydrate that markup, except on / for a signed-in visitor: the landing page is
// not theirs. There the head's signed-in check has already hidden the page, so dropping the
// markup and rendering the dashboard afresh shows no landing page in between.
// The markup is English: a device that chose another language renders afresh once its catalog
// has loaded (hydrating English markup with Hindi text would be a mismatch).
function start(locale: ReturnType<typeof storedLocale>) {
  const path = window.location.pathname;
  const prerenderedHere = container?.dataset.prerendered === path;
  if (container && locale === 'en' && prerenderedHere && !(path === '/' && getAuthToken())) {
    hydrateRoot(container, app);
  } else if (container) {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  document.documentElement.hidden = false;
}

const locale = storedLocale();
const fonts = loadDevanagariFirst(locale === 'en', window.location.pathname);
if (locale === 'en') void fonts.then(() => start(locale));
else
  Promise.all([setLocale(locale), fonts]).then(
    () => start(locale),
    () => start('en'),
  );
