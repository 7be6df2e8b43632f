/**
 * Pieces every view uses: record chips and cards, the edit form, and the score breakdown bars.
 * Part of the dashboard script (see ../app.ts); plain browser JavaScript in one String.raw, no template
 * literals inside.
 */
export const SHARED_JS = String.raw`  // ---------- shared pieces ----------
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

`;
