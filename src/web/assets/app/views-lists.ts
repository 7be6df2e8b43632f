/**
 * The list views: remember form and search, the review queue, conflicts.
 * Part of the dashboard script (see ../app.ts); plain browser JavaScript in one String.raw, no template
 * literals inside.
 */
export const LIST_VIEWS_JS = String.raw`  // ---------- views ----------
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

`;
