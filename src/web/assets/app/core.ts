/**
 * The dashboard script's opening: constants, DOM helpers (data only ever becomes text), formatting, the API client, the status line and actions. Opens the IIFE that {@link ROUTER_JS} closes.
 * Part of the dashboard script (see ../app.ts); plain browser JavaScript in one String.raw, no template
 * literals inside.
 */
export const CORE_JS = String.raw`'use strict';
(() => {
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const MEMORY_TYPES = ['constraint', 'decision', 'convention', 'project', 'fact', 'preference', 'workflow',
    'incident', 'reference', 'note'];
  const RECENT_PAGE = 20;
  const TITLES = { search: 'Search', review: 'Review', conflicts: 'Conflicts', record: 'Memory',
    health: 'Health', stats: 'Stats' };
  const main = document.getElementById('main');
  const statusEl = document.getElementById('status');
  const enc = encodeURIComponent;

  // ---------- DOM helpers: data only ever becomes text ----------
  function setProps(el, props, svg) {
    if (!props) return;
    for (const key of Object.keys(props)) {
      const v = props[key];
      if (v === undefined || v === null || v === false) continue;
      if (key.slice(0, 2) === 'on') {
        if (typeof v !== 'function') throw new Error('event handlers must be functions');
        el.addEventListener(key.slice(2), v);
      } else if (key === 'text') el.textContent = String(v);
      else if (key === 'data') {
        for (const d of Object.keys(v)) if (v[d] !== undefined && v[d] !== null) el.dataset[d] = String(v[d]);
      } else if (key === 'value' && !svg) el.value = String(v);
      else if (key === 'checked' && !svg) el.checked = Boolean(v);
      else if (key === 'href') el.setAttribute('href', String(v).charAt(0) === '#' ? String(v) : '#');
      else el.setAttribute(key, v === true ? '' : String(v));
    }
  }
  function add(el, children) {
    for (const c of children) {
      if (c === undefined || c === null || c === false) continue;
      if (Array.isArray(c)) add(el, c);
      else if (typeof c === 'string' || typeof c === 'number') el.appendChild(document.createTextNode(String(c)));
      else el.appendChild(c);
    }
    return el;
  }
  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    setProps(el, props, false);
    return add(el, children);
  }
  function s(tag, props, ...children) {
    const el = document.createElementNS(SVG_NS, tag);
    setProps(el, props, true);
    return add(el, children);
  }

  // ---------- formatting ----------
  const plural = (n, one, many) => n + ' ' + (n === 1 ? one : many || one + 's');
  const day = (ts) => (ts ? String(ts).slice(0, 10) : '');
  const when = (ts) => (ts ? String(ts).slice(0, 16).replace('T', ' ') : '');
  const truncate = (t, n) => (t.length > n ? t.slice(0, n - 1) + '…' : t);
  function firstLine(t) {
    const line = String(t || '').trim().split('\n')[0] || '';
    return truncate(line.trim(), 90) || '(empty)';
  }
  const label = (r) => (r.title ? String(r.title) : firstLine(r.content));
  const shortId = (id) => (id.length > 14 ? id.slice(0, 6) + '…' + id.slice(-5) : id);
  function fmtScore(x) {
    return (Math.round(x * 100) / 100).toFixed(2);
  }
  function fmtWeight(w) {
    const r = Math.abs(w) < 0.01 && w !== 0 ? w.toPrecision(2) : (Math.round(w * 100) / 100).toString();
    return (w > 0 ? '+' : '') + r;
  }
  const show = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
  const splitTags = (t) => t.split(',').map((x) => x.trim()).filter((x) => x.length > 0);
  const recordLink = (id, text) => h('a', { href: '#/record/' + enc(id), class: 'rec-link', text: text || shortId(id) });
  const chip = (text, cls) => h('li', { class: 'chip' + (cls ? ' ' + cls : ''), text });
  const emptyP = (text) => h('p', { class: 'empty', text });

  // ---------- API ----------
  class ApiError extends Error {
    constructor(status, code, message) {
      super(message);
      this.status = status;
      this.code = code;
    }
  }
  async function api(method, path, body) {
    const init = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let res;
    try {
      res = await fetch('/api' + path, init);
    } catch (e) {
      throw new ApiError(0, 'NETWORK', 'cannot reach the dashboard server: is spool ui still running?');
    }
    let data = null;
    try {
      data = await res.json();
    } catch (e) {
      data = null;
    }
    if (!res.ok) {
      if (res.status === 401)
        throw new ApiError(401, 'UNAUTHORIZED', 'not signed in: open the URL printed by spool ui again (it carries the token)');
      const err = data && data.error ? data.error : {};
      throw new ApiError(res.status, err.code || 'HTTP_' + res.status, err.message || 'request failed (' + res.status + ')');
    }
    return data;
  }
  const transition = (id, action) => api('POST', '/records/' + enc(id) + '/transition', { action });
  const reaffirm = (id) => api('POST', '/records/' + enc(id) + '/reaffirm');

  // ---------- status line and actions ----------
  let flashTimer;
  let keepFlash = false;
  function flash(message, kind) {
    clearTimeout(flashTimer);
    statusEl.replaceChildren(h('div', { class: 'flash ' + (kind || 'ok'), text: message }));
    flashTimer = setTimeout(() => statusEl.replaceChildren(), kind === 'error' ? 15000 : 8000);
  }
  /** Runs one action from a button: its card's buttons are disabled meanwhile; the view redraws after. */
  async function act(button, fn, message) {
    const scope = (button && button.closest('.card, .actions')) || null;
    const buttons = scope ? Array.from(scope.querySelectorAll('button')) : [];
    for (const b of buttons) b.disabled = true;
    try {
      const r = await fn();
      flash(typeof message === 'function' ? message(r) : message, 'ok');
      await render();
    } catch (e) {
      flash(e.message || String(e), 'error');
      for (const b of buttons) b.disabled = false;
    }
  }
  /** Navigates from an action: the action's status line stays. */
  function go(hash) {
    if (location.hash === hash) render();
    else {
      keepFlash = true;
      location.hash = hash;
    }
  }

`;
