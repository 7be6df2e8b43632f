/**
 * The dashboard's script (served as /assets/app.js). Plain browser JavaScript kept as a string so `tsc`
 * ships it without a bundler. Rules: every piece of data becomes a text node (`textContent`,
 * `createTextNode`), never markup; links are built only from `#/…` routes; styles only through CSSOM.
 * (No template literals inside: this file is itself one.)
 */
export const APP_JS = String.raw`'use strict';
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

  // ---------- shared pieces ----------
  function recordChips(r) {
    const o = r.origin || {};
    return h('ul', { class: 'chips', 'aria-label': 'properties' },
      chip(r.memory_type, 'type'),
      chip(r.state, 'state-' + r.state),
      r.confidence ? chip(r.confidence + ' confidence', 'conf-' + r.confidence) : null,
      o.source_kind && o.source_kind !== 'manual' ? chip(o.source_kind.replace('_', ' ')) : null,
      r.fact ? chip(r.fact.subject + ' · ' + r.fact.predicate + ' = ' + r.fact.object + ' (' + r.fact.strength + ')', 'fact') : null,
      (r.tags || []).map((t) => chip('#' + t, 'tag')));
  }
  function markersList(markers) {
    if (!markers || markers.length === 0) return null;
    return h('ul', { class: 'markers' }, markers.map((m) => h('li', { class: 'marker', text: m })));
  }
  const typeName = (t) => String(t).charAt(0).toUpperCase() + String(t).slice(1);
  /**
   * A card's headline: the title as a link to the record. Without a title the content itself is the text
   * of the card, so the headline only names the kind of memory (repeating the content's first line would
   * show it twice).
   */
  function cardTitle(r) {
    if (r.title) return h('h3', null, recordLink(r.record_id, String(r.title)));
    return h('h3', { class: 'untitled' }, recordLink(r.record_id, typeName(r.memory_type)));
  }
  function recordCard(r, opts) {
    const o = opts || {};
    const card = h('article', { class: 'card record', data: { recordId: r.record_id, kind: o.kind } },
      h('div', { class: 'card-head' },
        cardTitle(r),
        h('span', { class: 'ev-meta', text: day(r.created_at) })),
      h('p', { class: 'content', text: r.content }),
      recordChips(r),
      o.extra || null);
    if (o.actions) card.append(o.actions(card));
    return card;
  }
  function field(text, control) {
    return h('label', null, h('span', { text }), control);
  }
  function typeSelect(current) {
    const sel = h('select', { name: 'memory_type' }, MEMORY_TYPES.map((t) => h('option', { value: t, text: t })));
    sel.value = current;
    return sel;
  }
  /** The edit form of a memory; PATCHes only the fields that changed. */
  function editForm(r, onCancel) {
    const title = h('input', { type: 'text', name: 'title', value: r.title || '', maxlength: '1000' });
    const content = h('textarea', { name: 'content', required: true });
    content.value = r.content;
    const type = typeSelect(r.memory_type);
    const tags = h('input', { type: 'text', name: 'tags', value: (r.tags || []).join(', ') });
    const save = h('button', { type: 'submit', class: 'primary', data: { action: 'save' }, text: 'Save' });
    return h('form', {
      class: 'form-grid edit-form',
      onsubmit: (ev) => {
        ev.preventDefault();
        const changes = {};
        if (content.value !== r.content) changes.content = content.value;
        if (title.value.trim() !== (r.title || '')) changes.title = title.value.trim();
        if (type.value !== r.memory_type) changes.memory_type = type.value;
        const nt = splitTags(tags.value);
        if (nt.join(',') !== (r.tags || []).join(',')) changes.tags = nt;
        if (Object.keys(changes).length === 0) {
          flash('Nothing changed.', 'ok');
          onCancel();
          return;
        }
        act(save, () => api('PATCH', '/records/' + enc(r.record_id), changes),
          (res) => 'Updated “' + label(res.record) + '”: ' +
            (res.changed.filter((k) => !HIDDEN[k]).join(', ') || 'nothing changed'));
      },
    },
      field('Title', title),
      field('Content', content),
      h('div', { class: 'row' }, field('Type', type), field('Tags (comma-separated)', tags)),
      h('div', { class: 'actions' }, save, h('button', { type: 'button', text: 'Cancel', onclick: onCancel })));
  }
  function startEdit(container, r) {
    const saved = Array.from(container.childNodes);
    const form = editForm(r, () => container.replaceChildren(...saved));
    container.replaceChildren(h('h3', { text: 'Edit memory' }), form);
    const ta = form.querySelector('textarea');
    if (ta) ta.focus();
  }

  // ---------- score breakdown ----------
  /** The largest contribution of a result list: every bar of the list is drawn to this one scale. */
  const weightScale = (items) => items.reduce((m, it) =>
    (it.score_breakdown || []).reduce((mm, c) => Math.max(mm, Math.abs(c.weight)), m), 0) || 1;
  /**
   * One result's score as bars. \`scale\` is shared by the whole list, so +10 is half as long as +20 on any
   * card; \`names\` maps record ids to labels (a Context row's term is the id of the neighbour that matched).
   */
  function breakdown(item, scale, names) {
    const rows = item.score_breakdown || [];
    const max = scale || weightScale([item]);
    const named = (c) => {
      const name = c.source === 'Context' && names ? names.get(c.term) : undefined;
      if (name === undefined) return { term: c.term ? ' · ' + c.term : '', reason: c.reason };
      const quoted = '“' + truncate(name, 60) + '”';
      return { term: [' · next to ', recordLink(c.term, '“' + truncate(name, 28) + '”')],
        reason: c.reason.split(c.term).join(quoted) };
    };
    const sum = rows.reduce((a, c) => a + c.weight, 0);
    const list = h('div', { class: 'bd-rows', role: 'list' }, rows.map((c) => {
      const pos = c.weight >= 0;
      const bar = h('div', { class: 'bd-bar ' + (pos ? 'pos' : 'neg') });
      bar.style.width = Math.min(1, Math.abs(c.weight) / max) * 50 + '%';
      if (pos) bar.style.left = '50%';
      else bar.style.right = '50%';
      const n = named(c);
      return h('div', { class: 'bd-row', role: 'listitem', data: { source: c.source, weight: String(c.weight) } },
        h('span', { class: 'bd-label', title: 'field: ' + c.field },
          h('span', { class: 'src', text: c.source }), n.term),
        h('div', { class: 'bd-track', 'aria-hidden': 'true' }, bar),
        h('span', { class: 'bd-weight ' + (pos ? 'pos' : 'neg'), text: fmtWeight(c.weight) }),
        h('div', { class: 'bd-reason', text: n.reason + (c.field ? ' [' + c.field + ']' : '') }));
    }));
    return h('details', { class: 'breakdown', open: true },
      h('summary', { text: 'Why this score: ' + plural(rows.length, 'contribution') }),
      list,
      h('div', { class: 'bd-sum', data: { sum: String(sum), score: String(item.score) } },
        h('span', { text: 'Σ contributions =' }), h('span', { class: 'score', text: fmtScore(sum) })));
  }

  // ---------- views ----------
  function rememberForm() {
    const content = h('textarea', { name: 'content', required: true,
      placeholder: 'One self-contained statement, e.g. We deploy with Fly.io because…' });
    const title = h('input', { type: 'text', name: 'title', placeholder: 'optional headline' });
    const type = typeSelect('note');
    const tags = h('input', { type: 'text', name: 'tags', placeholder: 'comma-separated' });
    const reason = h('input', { type: 'text', name: 'reason', placeholder: 'because…' });
    const btn = h('button', { type: 'submit', class: 'primary', text: 'Remember' });
    const form = h('form', {
      class: 'form-grid',
      onsubmit: async (ev) => {
        ev.preventDefault();
        const body = { content: content.value, memory_type: type.value, tags: splitTags(tags.value) };
        if (title.value.trim()) body.title = title.value.trim();
        if (reason.value.trim()) body.reason = reason.value.trim();
        btn.disabled = true;
        try {
          const r = await api('POST', '/records', body);
          flash((r.action === 'created' ? 'Remembered ' : 'Already known (' + r.action.replace(/_/g, ' ') + ') ') +
            r.record_id + ' as ' + r.state + (r.warnings.length ? ' — ' + r.warnings.join('; ') : ''), 'ok');
          go('#/record/' + enc(r.record_id));
        } catch (e) {
          flash(e.message, 'error');
          btn.disabled = false;
        }
      },
    },
      field('Content', content),
      h('div', { class: 'row' }, field('Title', title), field('Type', type)),
      h('div', { class: 'row' }, field('Tags', tags), field('Reason', reason)),
      h('div', { class: 'actions' }, btn));
    return h('details', { class: 'new-memory' }, h('summary', { text: 'Remember something new' }), form);
  }

  function resultCard(item, scale, names) {
    return h('article', { class: 'card result', data: { recordId: item.record_id } },
      h('div', { class: 'card-head' },
        cardTitle(item),
        h('span', { class: 'score', title: 'the sum of the contributions below', data: { score: String(item.score) },
          text: 'score ' + fmtScore(item.score) })),
      h('p', { class: 'content', text: item.content }),
      recordChips(item),
      markersList(item.markers),
      breakdown(item, scale, names));
  }

  async function viewSearch(root, route) {
    const q = route.params.get('q') || '';
    const archived = route.params.get('archived') === '1';
    const input = h('input', { type: 'search', id: 'q', name: 'q', value: q, autocomplete: 'off',
      placeholder: 'Search memories: words, code names, paths…', 'aria-label': 'Search memories' });
    const arch = h('input', { type: 'checkbox', id: 'archived', checked: archived });
    const form = h('form', {
      class: 'searchbar', role: 'search',
      onsubmit: (ev) => {
        ev.preventDefault();
        const p = new URLSearchParams();
        p.set('q', input.value.trim());
        if (arch.checked) p.set('archived', '1');
        go('#/search?' + p.toString());
      },
    }, input, h('label', { class: 'check', for: 'archived' }, arch, 'archived too'),
      h('button', { type: 'submit', class: 'primary', text: 'Search' }));
    root.append(h('h1', { text: 'Search' }), form, rememberForm());
    if (!q.trim()) {
      // One more than shown tells whether there is more to show.
      const shown = Math.min(10000, Math.max(RECENT_PAGE, Number(route.params.get('n')) || RECENT_PAGE));
      const recent = await api('GET', '/records?limit=' + (shown + 1));
      const rows = recent.results.slice(0, shown);
      const more = recent.results.length > shown;
      root.append(h('h2', { text: 'Recent memories' }));
      if (rows.length === 0) root.append(emptyP('No memories yet: add one above, or run spool remember.'));
      for (const r of rows) root.append(recordCard(r));
      if (rows.length > 0)
        root.append(h('div', { class: 'more' },
          h('span', { class: 'hint', text: 'showing the ' + plural(rows.length, 'most recent memory', 'most recent memories') +
            (more ? '' : ' (all of them)') }),
          more ? h('button', { type: 'button', data: { action: 'more' }, text: 'Show ' + RECENT_PAGE + ' more',
            onclick: () => go('#/search?n=' + (shown + RECENT_PAGE)) }) : null));
      return;
    }
    // People searching see unreviewed candidates too (marked); agents get them only when they ask.
    const params = new URLSearchParams({ q, limit: '20', include_archived: archived ? 'true' : 'false', include_candidates: 'true' });
    const res = await api('GET', '/search?' + params.toString());
    root.append(h('p', { class: 'summary-line', text: plural(res.result_count, 'result') + ' for “' + res.query + '” · ' +
      res.mode_used + ' retrieval' + (res.fallback_reason ? ' (' + res.fallback_reason.replace(/_/g, ' ') + ')' : '') +
      ' · score = Σ contributions' }));
    if (res.results.length === 0) {
      // An empty store is not a bad query: say so, rather than suggest other words.
      const any = await api('GET', '/records?limit=1&include_archived=true');
      root.append(emptyP(any.results.length === 0 ? 'No memories yet: add one above, or run spool remember.'
        : 'Nothing matched. Try other words or code names.'));
    }
    const scale = weightScale(res.results);
    const names = new Map(res.results.map((x) => [x.record_id, label(x)]));
    for (const item of res.results) root.append(resultCard(item, scale, names));
  }

  function reviewCard(r) {
    const o = r.origin || {};
    const from = [(o.source_kind || '').replace(/_/g, ' '), o.agent, o.session_id ? 'session ' + o.session_id : null].filter(Boolean).join(' · ');
    const extra = [
      h('p', { class: 'hint', text: 'from ' + from + (r.reason ? ' — because ' + r.reason : '') }),
      r.disputed ? h('ul', { class: 'markers' }, h('li', { class: 'marker' },
        '⚖ disputed: conflicts with another fact — ', h('a', { href: '#/conflicts', text: 'pick the survivor' }))) : null,
      r.contradicts && r.contradicts.length ? h('ul', { class: 'markers' }, h('li', { class: 'marker' },
        'may contradict ', r.contradicts.map((id, i) => [i ? ', ' : '', recordLink(id)]))) : null,
    ];
    return recordCard(r, {
      kind: 'review',
      extra,
      actions: (card) => h('div', { class: 'actions' },
        h('button', { class: 'primary', data: { action: 'accept' }, text: 'Accept',
          onclick: (ev) => act(ev.currentTarget, () => transition(r.record_id, 'accept'), 'Accepted “' + label(r) + '”') }),
        h('button', { data: { action: 'promote' }, text: 'Promote', title: 'accept and make canonical',
          onclick: (ev) => act(ev.currentTarget, async () => {
            await transition(r.record_id, 'accept');
            return transition(r.record_id, 'promote');
          }, 'Promoted “' + label(r) + '” to canonical') }),
        h('button', { data: { action: 'edit' }, text: 'Edit', onclick: () => startEdit(card, r) }),
        h('button', { class: 'danger', data: { action: 'reject' }, text: 'Reject',
          onclick: (ev) => act(ev.currentTarget, () => transition(r.record_id, 'reject'), 'Rejected “' + label(r) + '” (archived)') }),
        recordLink(r.record_id, 'History →')),
    });
  }

  async function viewReview(root) {
    const res = await api('GET', '/review?limit=500');
    root.append(h('h1', { text: 'Review queue' }),
      h('p', { class: 'summary-line', text: 'Captured and proposed memories wait here and stay out of agents’ context until accepted. ' +
        plural(res.result_count, 'memory', 'memories') + ' waiting.' }));
    if (res.results.length === 0) root.append(emptyP('The review queue is empty.'));
    for (const r of res.results) root.append(reviewCard(r));
  }

  function conflictCard(c, records) {
    const options = h('div', { class: 'options' });
    for (const id of c.record_ids) {
      const r = records.get(id);
      const kept = c.keep === id;
      options.append(h('div', { class: 'card option' + (kept ? ' kept' : ''), data: { recordId: id } },
        h('div', { class: 'card-head' },
          h('strong', { class: 'object', text: r && r.fact ? r.fact.object : r ? label(r) : '(missing record ' + id + ')' }),
          kept ? h('span', { class: 'chip state-canonical', text: '✓ kept' }) : null),
        r ? [
          h('p', { class: 'content', text: r.content }),
          h('ul', { class: 'chips' }, r.fact ? chip(r.fact.strength) : null, chip(r.state, 'state-' + r.state),
            chip('recorded ' + day(r.created_at)), r.origin ? chip(r.origin.source_kind.replace('_', ' ')) : null),
          recordLink(id, 'History →'),
        ] : null,
        c.state === 'open' && r ? h('div', { class: 'actions' }, h('button', {
          class: 'primary', data: { action: 'keep' }, text: 'Keep this one',
          onclick: (ev) => act(ev.currentTarget, () => api('POST', '/conflicts/' + enc(c.conflict_id) + '/resolve', { keep: id }),
            'Resolved ' + c.subject + ' · ' + c.predicate + ': kept “' + (r.fact ? r.fact.object : label(r)) + '”'),
        })) : null));
    }
    return h('article', { class: 'card conflict', data: { conflictId: c.conflict_id, state: c.state } },
      h('div', { class: 'card-head' },
        h('h3', { text: c.subject + ' · ' + c.predicate }),
        h('span', { class: 'ev-meta', text: c.state === 'open' ? 'open since ' + when(c.opened_at) : 'resolved ' + when(c.resolved_at) })),
      options);
  }

  async function viewConflicts(root, route) {
    const all = route.params.get('all') === '1';
    const res = await api('GET', '/conflicts?state=' + (all ? 'all' : 'open'));
    root.append(h('h1', { text: 'Conflicts' }),
      h('p', { class: 'summary-line' }, 'Facts that disagree about a single-value predicate. Keep the right one: the others are superseded (archived, never deleted). ',
        h('a', { href: all ? '#/conflicts' : '#/conflicts?all=1', text: all ? 'Open only' : 'Show resolved too' })));
    if (res.conflicts.length === 0) {
      root.append(emptyP(all ? 'No conflicts.' : 'No open conflicts.'));
      return;
    }
    const records = new Map();
    const ids = Array.from(new Set(res.conflicts.flatMap((c) => c.record_ids)));
    await Promise.all(ids.map(async (id) => {
      try {
        records.set(id, await api('GET', '/records/' + enc(id)));
      } catch (e) {
        records.set(id, null);
      }
    }));
    for (const c of res.conflicts) root.append(conflictCard(c, records));
  }

  // record detail: fields, actions, ledger timeline with field diffs
  function tokens(t) {
    return String(t).match(/\s+|[^\s]+/g) || [];
  }
  /** A word-level diff (LCS) as [{op: '=' | '-' | '+', t}]. */
  function wordDiff(a, b) {
    const x = tokens(a);
    const y = tokens(b);
    let pre = 0;
    while (pre < x.length && pre < y.length && x[pre] === y[pre]) pre++;
    let suf = 0;
    while (suf < x.length - pre && suf < y.length - pre && x[x.length - 1 - suf] === y[y.length - 1 - suf]) suf++;
    const xs = x.slice(pre, x.length - suf);
    const ys = y.slice(pre, y.length - suf);
    const ops = [];
    const push = (op, t) => {
      const last = ops[ops.length - 1];
      if (last && last.op === op) last.t += t;
      else ops.push({ op, t });
    };
    if (pre) push('=', x.slice(0, pre).join(''));
    const n = xs.length;
    const m = ys.length;
    if (n * m > 250000) {
      push('-', xs.join(''));
      push('+', ys.join(''));
    } else {
      const L = [];
      for (let i = 0; i <= n; i++) L.push(new Uint32Array(m + 1));
      for (let i = n - 1; i >= 0; i--)
        for (let j = m - 1; j >= 0; j--)
          L[i][j] = xs[i] === ys[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
      let i = 0;
      let j = 0;
      while (i < n && j < m) {
        if (xs[i] === ys[j]) {
          push('=', xs[i]);
          i++;
          j++;
        } else if (L[i + 1][j] >= L[i][j + 1]) push('-', xs[i++]);
        else push('+', ys[j++]);
      }
      while (i < n) push('-', xs[i++]);
      while (j < m) push('+', ys[j++]);
    }
    if (suf) push('=', x.slice(x.length - suf).join(''));
    return ops;
  }
  const none = () => h('span', { class: 'hint', text: '—' });
  function diffCells(a, b) {
    if (typeof a === 'string' && typeof b === 'string') {
      const ops = wordDiff(a, b);
      return [
        ops.filter((o) => o.op !== '+').map((o) => (o.op === '-' ? h('del', { text: o.t }) : o.t)),
        ops.filter((o) => o.op !== '-').map((o) => (o.op === '+' ? h('ins', { text: o.t }) : o.t)),
      ];
    }
    if (Array.isArray(a) || Array.isArray(b)) {
      const A = (Array.isArray(a) ? a : []).map(show);
      const B = (Array.isArray(b) ? b : []).map(show);
      const list = (xs, other, tag) => (xs.length === 0 ? none() :
        xs.map((v, i) => [i ? ', ' : '', other.includes(v) ? v : h(tag, { text: v })]));
      return [list(A, B, 'del'), list(B, A, 'ins')];
    }
    return [a === undefined || a === null ? none() : h('del', { text: show(a) }),
      b === undefined || b === null ? none() : h('ins', { text: show(b) })];
  }
  const HIDDEN = { content_hash: true, code_anchors: true, updated_at: true };
  function diffTable(before, changes) {
    const rows = [];
    for (const key of Object.keys(changes)) {
      if (HIDDEN[key]) continue;
      const cells = diffCells(before[key], changes[key]);
      rows.push(h('tr', { data: { field: key } },
        h('th', { scope: 'row', text: key }),
        h('td', { class: 'before', 'data-label': 'before' }, cells[0]),
        h('td', { class: 'after', 'data-label': 'after' }, cells[1])));
    }
    if (rows.length === 0) return 'no visible change';
    return h('table', { class: 'diff' },
      h('thead', null, h('tr', null, h('th', { scope: 'col', text: 'field' }), h('th', { scope: 'col', text: 'before' }),
        h('th', { scope: 'col', text: 'after' }))),
      h('tbody', null, rows));
  }
  const EVENT_LABEL = {
    'record.created': 'Created', 'record.updated': 'Edited', 'record.state_changed': 'State changed',
    'record.superseded': 'Superseded', 'record.reaffirmed': 'Reaffirmed', 'record.merged': 'Duplicate merged',
    'conflict.opened': 'Conflict opened', 'conflict.resolved': 'Conflict resolved', 'record.purged': 'Purged',
  };
  function timeline(events) {
    let snap = {};
    const items = events.map((e) => {
      const p = e.payload || {};
      let detail = null;
      if (e.type === 'record.created' && p.record) {
        snap = Object.assign({}, p.record);
        detail = 'as ' + p.record.memory_type + ', ' + p.record.state + ' (' + ((p.record.origin && p.record.origin.source_kind) || 'manual') + ')';
      } else if (e.type === 'record.updated' && p.changes) {
        detail = diffTable(snap, p.changes);
        for (const k of Object.keys(p.changes)) {
          if (p.changes[k] === null) delete snap[k];
          else snap[k] = p.changes[k];
        }
      } else if (e.type === 'record.state_changed') {
        detail = [String(p.from), ' → ', h('strong', { text: String(p.to) }), p.reason ? ' — ' + p.reason : '', p.actor ? ' by ' + p.actor : ''];
      } else if (e.type === 'record.superseded') {
        detail = ['superseded by ', recordLink(String(p.by))];
      } else if (e.type === 'record.reaffirmed') {
        detail = 'confirmed still true' + (p.state ? ' (back to ' + p.state + ')' : '');
      } else if (e.type === 'record.merged') {
        detail = 'the same content was remembered again' + (Array.isArray(p.tags) && p.tags.length ? '; tags now ' + p.tags.join(', ') : '');
        if (Array.isArray(p.tags)) snap.tags = p.tags;
      } else if (e.type === 'conflict.opened') {
        detail = [h('a', { href: '#/conflicts?all=1', text: String(p.conflict_id) }), ' on ' + p.subject + ' · ' + p.predicate];
      } else if (e.type === 'conflict.resolved') {
        detail = [String(p.conflict_id) + ': kept ', recordLink(String(p.keep))];
      } else if (e.type === 'record.purged') {
        detail = 'content erased for good';
      }
      const kind = e.type.replace(/^record\./, '').replace('.', '_');
      return h('li', { class: 'ev-' + kind, data: { type: e.type } },
        h('div', { class: 'ev-head' },
          h('span', { class: 'ev-type', text: EVENT_LABEL[e.type] || e.type }),
          h('time', { class: 'ev-meta', datetime: e.ts, text: when(e.ts) + ' UTC' }),
          h('span', { class: 'ev-meta', text: e.writer + ' #' + e.seq + ' · ' + e.tier + ' tier' })),
        detail ? h('div', { class: 'ev-detail' }, detail) : null);
    });
    return h('ol', { class: 'timeline', 'aria-label': 'ledger history, oldest first' }, items);
  }
  function recordActions(r, onEdit) {
    const st = r.state;
    const t = (action, text, cls, done) => h('button', { class: cls || null, data: { action }, text,
      onclick: (ev) => act(ev.currentTarget, () => transition(r.record_id, action), done + ': “' + label(r) + '”') });
    return h('div', { class: 'actions toolbar' },
      st === 'draft' ? t('propose', 'Propose', '', 'Proposed for review') : null,
      st === 'draft' || st === 'candidate' || st === 'expiring' ? t('accept', 'Accept', 'primary', 'Accepted') : null,
      st === 'accepted' || st === 'expiring' ? t('promote', 'Promote to canonical', '', 'Promoted to canonical') : null,
      st !== 'archived' ? h('button', { data: { action: 'reaffirm' }, text: 'Reaffirm', title: 'confirm it is still true',
        onclick: (ev) => act(ev.currentTarget, () => reaffirm(r.record_id), 'Reaffirmed “' + label(r) + '”') }) : null,
      h('button', { data: { action: 'edit' }, text: 'Edit', onclick: onEdit }),
      st === 'draft' || st === 'candidate' ? t('reject', 'Reject', 'danger', 'Rejected') : null,
      st !== 'archived' && st !== 'draft' && st !== 'candidate' ? t('archive', 'Archive', 'danger', 'Archived') : null,
      st === 'archived' ? t('restore', 'Restore', 'primary', 'Restored') : null);
  }
  function fieldList(r) {
    const rows = [];
    const row = (k, ...v) => rows.push(h('dt', { text: k }), h('dd', null, v));
    const o = r.origin || {};
    row('id', h('code', { text: r.record_id }));
    row('type · scope', r.memory_type + ' · ' + r.scope);
    row('sensitivity · tier', r.sensitivity + ' · ' + r.tier);
    row('origin', [o.source_kind, o.agent, o.actor, o.session_id ? 'session ' + o.session_id : null].filter(Boolean).join(' · '));
    if (r.fact) row('fact', r.fact.subject + ' · ' + r.fact.predicate + ' = ' + r.fact.object + ' (' + r.fact.strength + ')');
    if (r.reason) row('because', r.reason);
    if (r.file_refs && r.file_refs.length) row('files', r.file_refs.join(', '));
    if (r.symbol_refs && r.symbol_refs.length) row('symbols', r.symbol_refs.join(', '));
    row('valid', day(r.valid_from) + (r.valid_to ? ' → ' + day(r.valid_to) : ' → now'));
    row('created · updated', when(r.created_at) + ' · ' + when(r.updated_at));
    if (r.last_confirmed_at) row('last confirmed', when(r.last_confirmed_at));
    row('retrieved', plural(r.access_count || 0, 'time') + (r.last_accessed_at ? ', last ' + when(r.last_accessed_at) : ''));
    if (r.supersedes && r.supersedes.length) row('supersedes', r.supersedes.map((id, i) => [i ? ', ' : '', recordLink(id)]));
    if (r.superseded_by) row('superseded by', recordLink(r.superseded_by));
    if (r.contradicts && r.contradicts.length) row('may contradict', r.contradicts.map((id, i) => [i ? ', ' : '', recordLink(id)]));
    if (r.disputed) row('disputed', h('a', { href: '#/conflicts', text: 'conflicts with another fact: pick the survivor' }));
    return h('dl', { class: 'fields' }, rows);
  }
  async function viewRecord(root, route) {
    const id = route.args[0];
    if (!id) throw new ApiError(404, 'NOT_FOUND', 'no record id in the address');
    const both = await Promise.all([api('GET', '/records/' + enc(id)), api('GET', '/records/' + enc(id) + '/history'),
      api('GET', '/conflicts?state=open')]);
    const r = both[0];
    const events = both[1].events;
    const open = both[2].conflicts.filter((c) => c.record_ids.includes(r.record_id));
    // The other side of each conflict, named by what it claims rather than by its id.
    const others = new Map();
    await Promise.all(Array.from(new Set(open.flatMap((c) => c.record_ids).filter((x) => x !== r.record_id)))
      .map(async (x) => others.set(x, await api('GET', '/records/' + enc(x)).catch(() => null))));
    const otherLink = (x) => {
      const o = others.get(x);
      return recordLink(x, o ? (o.fact ? o.fact.object + ' (' + o.fact.strength + ')' : '“' + truncate(label(o), 60) + '”') : undefined);
    };
    const card = h('article', { class: 'card record-detail', data: { recordId: r.record_id } });
    const showDetail = () => card.replaceChildren(
      h('p', { class: 'content full', text: r.content }),
      recordChips(r),
      fieldList(r),
      recordActions(r, () => startEdit(card, r)));
    showDetail();
    // Untitled: the start of the content names the record; its type is in the fields below.
    root.append(h('h1', { class: 'record-title', text: label(r) }),
      ...open.map((c) => h('div', { class: 'conflict-banner', role: 'status', data: { conflictId: c.conflict_id } },
        h('strong', { text: '⚖ In an open conflict' }),
        ' on ' + c.subject + ' · ' + c.predicate + ' with ',
        c.record_ids.filter((x) => x !== r.record_id).map((x, i) => [i ? ', ' : '', otherLink(x)]),
        ': agents see it marked disputed until one is kept. ',
        h('a', { href: '#/conflicts', text: 'Resolve it →' }))),
      card,
      h('h2', { text: 'History (' + plural(events.length, 'ledger event') + ')' }), timeline(events));
  }

  function healthCard(item, kind) {
    const r = item.record;
    const reasons = item.reasons.filter((x) => !item.markers.includes(x));
    const seen = item.last_referenced_days === undefined || item.last_referenced_days === null
      ? 'never retrieved' : 'last retrieved ' + plural(item.last_referenced_days, 'day') + ' ago';
    return recordCard(r, {
      kind,
      extra: [
        reasons.length ? h('ul', { class: 'reasons' }, reasons.map((x) => h('li', { text: x }))) : null,
        markersList(item.markers),
        h('p', { class: 'hint', text: seen + (item.drifted.length ? ' · changed since recorded: ' + item.drifted.join(', ') : '') }),
      ],
      actions: () => h('div', { class: 'actions' },
        h('button', { class: 'primary', data: { action: 'reaffirm' }, text: 'Reaffirm', title: 'confirm it is still true',
          onclick: (ev) => act(ev.currentTarget, () => reaffirm(r.record_id), 'Reaffirmed “' + label(r) + '”') }),
        h('button', { class: 'danger', data: { action: 'archive' }, text: 'Archive',
          onclick: (ev) => act(ev.currentTarget, () => transition(r.record_id, 'archive'), 'Archived “' + label(r) + '”') }),
        kind === 'disputed' ? h('a', { href: '#/conflicts', text: 'Resolve the conflict →' }) : null,
        recordLink(r.record_id, 'History →')),
    });
  }
  const HEALTH = [
    ['stale', 'Stale', 'Not retrieved for over a month, or old single-value facts nobody has confirmed.'],
    ['drifted', 'Code drifted', 'A file they refer to changed since they were recorded.'],
    ['expiring', 'Expiring', 'Facts unconfirmed for too long: reaffirm them, or they are archived.'],
    ['disputed', 'Disputed', 'Facts that conflict with another fact.'],
    ['contradicted', 'Contradicted by the code', 'Stack claims the files of the repository refute (manifests, lockfiles, deploy and CI files): agents see them marked. Run spool check --propose to file the fact the code supports for review.'],
  ];
  async function viewHealth(root) {
    const rep = await api('GET', '/health');
    root.append(h('h1', { text: 'Health' }),
      h('div', { class: 'tiles' }, HEALTH.map((x) => h('div', { class: 'tile', data: { kind: x[0] } },
        h('a', { href: '#/health', onclick: (ev) => {
          ev.preventDefault();
          const target = document.getElementById('health-' + x[0]);
          if (target) target.scrollIntoView({ behavior: 'smooth' });
        } }, h('div', { class: 'n', text: String(rep[x[0]].length) }), h('div', { class: 'l', text: x[1] }))))));
    for (const x of HEALTH) {
      const items = rep[x[0]];
      root.append(h('section', { id: 'health-' + x[0], class: 'health-section', data: { kind: x[0] } },
        h('h2', { text: x[1] + ' (' + items.length + ')' }),
        h('p', { class: 'hint', text: x[2] }),
        items.length === 0 ? emptyP('Nothing here.') : items.map((it) => healthCard(it, x[0]))));
    }
  }

  function bars(rows, cls) {
    if (rows.length === 0) return emptyP('No data yet.');
    const max = Math.max(1, ...rows.map((r) => r.value));
    return h('div', { class: 'hbars', role: 'list' }, rows.map((r) => {
      const fill = h('div', { class: 'hbar-fill' + (cls ? ' ' + cls : '') });
      fill.style.width = (r.value / max) * 100 + '%';
      return h('div', { class: 'hbar', role: 'listitem', data: { label: r.label, value: String(r.value) } },
        h('span', { class: 'hbar-label', title: r.label }, r.id ? recordLink(r.id, r.label) : r.label),
        h('div', { class: 'hbar-track', 'aria-hidden': 'true' }, fill),
        h('span', { class: 'hbar-value', text: String(r.value) }));
    }));
  }
  const countRows = (obj) => Object.keys(obj || {}).map((k) => ({ label: k, value: obj[k] }))
    .filter((r) => r.value > 0).sort((a, b) => b.value - a.value || (a.label < b.label ? -1 : 1));
  /** Records created per day (bars) and the running total (line), on a time axis. */
  function growthChart(growth) {
    if (growth.length === 0) return emptyP('No memories yet.');
    const W = 360;
    const H = 180;
    const L = 36;
    const R = 10;
    const T = 12;
    const B = 28;
    const iw = W - L - R;
    const ih = H - T - B;
    const t0 = Date.parse(growth[0].day);
    const span = Math.max(1, Math.round((Date.parse(growth[growth.length - 1].day) - t0) / 86400000));
    const maxY = Math.max(1, ...growth.map((g) => g.total));
    const bw = Math.max(2, Math.min(18, (iw / (span + 1)) * 0.7));
    const x = (d) => L + bw / 2 + (Math.round((Date.parse(d) - t0) / 86400000) / span) * (iw - bw);
    const y = (v) => T + ih - (v / maxY) * ih;
    const svg = s('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', class: 'growth',
      'aria-label': 'memories created per day and in total, ' + growth[0].day + ' to ' + growth[growth.length - 1].day });
    svg.append(
      s('line', { class: 'axis', x1: L, y1: T + ih, x2: W - R, y2: T + ih }),
      s('line', { class: 'axis', x1: L, y1: T, x2: L, y2: T + ih }),
      s('text', { class: 'muted', x: L - 5, y: T + 4, 'text-anchor': 'end', text: String(maxY) }),
      s('text', { class: 'muted', x: L - 5, y: T + ih, 'text-anchor': 'end', text: '0' }));
    // Date ticks at a regular step of calendar time (days or weeks, else whole months), so gaps between
    // bursts of activity show as distance; a label that would run into the previous one is left out.
    const DAY = 86400000;
    const ticks = [];
    if (span <= 60) {
      const step = [1, 2, 7, 14].find((d) => span / d <= 5) || 14;
      for (let k = 0; k * step <= span; k++) ticks.push(new Date(t0 + k * step * DAY));
    } else {
      const months = [1, 2, 3, 6, 12, 24, 60].find((m) => span / (30.44 * m) <= 5) || 60;
      const first = new Date(t0);
      let m = first.getUTCFullYear() * 12 + first.getUTCMonth() + (first.getUTCDate() > 1 ? 1 : 0);
      m = Math.ceil(m / months) * months;
      for (; Date.UTC(Math.floor(m / 12), m % 12, 1) <= t0 + span * DAY; m += months)
        ticks.push(new Date(Date.UTC(Math.floor(m / 12), m % 12, 1)));
    }
    const LABEL_W = 80;
    let lastRight = -Infinity;
    for (const t of ticks) {
      const d = t.toISOString().slice(0, 10);
      const tx = x(d);
      svg.append(s('line', { class: 'tick', x1: tx, y1: T + ih, x2: tx, y2: T + ih + 4, data: { day: d } }));
      const anchor = tx - LABEL_W / 2 < 0 ? 'start' : tx + LABEL_W / 2 > W ? 'end' : 'middle';
      const left = anchor === 'start' ? tx : anchor === 'end' ? tx - LABEL_W : tx - LABEL_W / 2;
      if (left < lastRight + 6) continue;
      lastRight = left + LABEL_W;
      svg.append(s('text', { class: 'muted tick-label', x: tx, y: H - 8, 'text-anchor': anchor, text: d }));
    }
    for (const g of growth) {
      svg.append(s('rect', { class: 'bar', x: x(g.day) - bw / 2, y: y(g.created), width: bw, height: Math.max(1, T + ih - y(g.created)),
        rx: 2, data: { day: g.day, created: g.created } }, s('title', { text: g.day + ': +' + g.created + ' (total ' + g.total + ')' })));
    }
    // The total only changes on days with new memories: a step line, flat in between.
    const pts = growth.map((g, i) => (i > 0 ? x(g.day).toFixed(1) + ',' + y(growth[i - 1].total).toFixed(1) + ' ' : '') +
      x(g.day).toFixed(1) + ',' + y(g.total).toFixed(1)).join(' ');
    svg.append(s('polyline', { class: 'line', points: pts }));
    for (const g of growth) svg.append(s('circle', { class: 'dot', cx: x(g.day), cy: y(g.total), r: 2.5 }));
    return h('div', null, svg, h('p', { class: 'legend hint' }, h('span', { class: 'key bar-key' }), ' created per day  ',
      h('span', { class: 'key line-key' }), ' total'));
  }
  function chartCard(title, id, body) {
    return h('section', { class: 'card chart', id }, h('h2', { text: title }), body);
  }
  async function viewStats(root) {
    const st = await api('GET', '/stats');
    const tile = (n, l) => h('div', { class: 'tile' }, h('div', { class: 'n', text: String(n) }), h('div', { class: 'l', text: l }));
    const bs = st.by_state || {};
    const asRows = (list) => list.map((r) => ({ label: label(r), value: r.access_count, id: r.record_id }));
    root.append(h('h1', { text: 'Stats' }),
      h('div', { class: 'tiles' }, tile(st.records, 'memories'), tile(st.events, 'ledger events'), tile(st.shards, 'ledger shards'),
        tile(bs.canonical || 0, 'canonical'), tile((bs.candidate || 0) + (bs.draft || 0), 'awaiting review')),
      h('div', { class: 'charts' },
        chartCard('Memories by type', 'chart-type', bars(countRows(st.by_type))),
        chartCard('Memories by state', 'chart-state', bars(countRows(st.by_state), 'alt')),
        chartCard('Growth over time', 'chart-growth', growthChart(st.growth || [])),
        chartCard('Most retrieved', 'chart-most', st.most_retrieved.length ? bars(asRows(st.most_retrieved)) : emptyP('Nothing retrieved yet.')),
        chartCard('Least retrieved', 'chart-least', st.least_retrieved.length ? bars(asRows(st.least_retrieved), 'alt') : emptyP('No memories yet.'))));
  }

  // ---------- routing ----------
  const VIEWS = { search: viewSearch, review: viewReview, conflicts: viewConflicts, record: viewRecord,
    health: viewHealth, stats: viewStats };
  function parseHash() {
    const raw = location.hash.replace(/^#\/?/, '');
    const qi = raw.indexOf('?');
    const path = qi >= 0 ? raw.slice(0, qi) : raw;
    const params = new URLSearchParams(qi >= 0 ? raw.slice(qi + 1) : '');
    const parts = path.split('/').filter((p) => p.length > 0).map((p) => {
      try {
        return decodeURIComponent(p);
      } catch (e) {
        return p;
      }
    });
    return { name: parts[0] || 'search', args: parts.slice(1), params };
  }
  function setBadge(id, n) {
    const el = document.getElementById(id);
    if (!el) return;
    el.textContent = String(n);
    el.hidden = !(n > 0);
  }
  async function refreshBadges() {
    try {
      const both = await Promise.all([api('GET', '/review?limit=1000'), api('GET', '/conflicts?state=open')]);
      setBadge('badge-review', both[0].result_count);
      setBadge('badge-conflicts', both[1].result_count);
    } catch (e) {
      // the view shows the error
    }
  }
  let seq = 0;
  async function render() {
    const route = parseHash();
    const mine = ++seq;
    for (const a of document.querySelectorAll('#nav a')) {
      if (a.dataset.route === route.name) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    main.setAttribute('aria-busy', 'true');
    const badges = refreshBadges();
    const root = h('section', { class: 'view view-' + route.name });
    try {
      const view = VIEWS[route.name];
      if (!view) throw new ApiError(404, 'NOT_FOUND', 'there is no page “' + route.name + '”');
      await view(root, route);
      if (mine !== seq) return;
      main.replaceChildren(root);
    } catch (e) {
      if (mine !== seq) return;
      main.replaceChildren(h('h1', { text: TITLES[route.name] || 'spool' }),
        h('div', { class: 'error-box', role: 'alert' }, h('strong', { text: (e.code || 'ERROR') + ': ' }), e.message || String(e)));
    }
    document.title = (TITLES[route.name] || 'spool') + ' · spool';
    await badges;
    if (mine !== seq) return;
    main.dataset.view = route.name;
    main.dataset.render = String(mine);
    main.setAttribute('aria-busy', 'false');
  }
  window.addEventListener('hashchange', () => {
    if (!keepFlash) statusEl.replaceChildren();
    keepFlash = false;
    render();
  });
  if (!location.hash || location.hash === '#' || location.hash === '#/') history.replaceState(null, '', '#/search');
  render();
})();
`;
