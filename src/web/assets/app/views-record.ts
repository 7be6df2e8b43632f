/**
 * The record view: fields, actions, and the ledger timeline with word-level field diffs.
 * Part of the dashboard script (see ../app.ts); plain browser JavaScript in one String.raw, no template
 * literals inside.
 */
export const RECORD_VIEW_JS = String.raw`  // record detail: fields, actions, ledger timeline with field diffs
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

`;
