/**
 * The dashboard's script (served as /assets/app.js). Plain browser JavaScript kept as a string so `tsc`
 * ships it without a bundler. Rules: every piece of data becomes a text node (`textContent`,
 * `createTextNode`), never markup; links are built only from `#/…` routes; styles only through CSSOM.
 * (No template literals inside: each part is itself one.) The parts are one IIFE cut at function
 * boundaries, concatenated in order: the served bytes are those of the single string they once were.
 */
import { CORE_JS } from './app/core.js';
import { ROUTER_JS } from './app/router.js';
import { SHARED_JS } from './app/shared.js';
import { LIST_VIEWS_JS } from './app/views-lists.js';
import { RECORD_VIEW_JS } from './app/views-record.js';
import { STATS_VIEWS_JS } from './app/views-stats.js';

/** The dashboard's script, as served. */
export const APP_JS = CORE_JS + SHARED_JS + LIST_VIEWS_JS + RECORD_VIEW_JS + STATS_VIEWS_JS + ROUTER_JS;
