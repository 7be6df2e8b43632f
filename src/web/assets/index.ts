/** The dashboard's static assets: one HTML document, one script, one stylesheet (no inline code: CSP). */
export { APP_JS } from './app.js';
export { APP_CSS } from './css.js';
export { INDEX_HTML } from './html.js';
