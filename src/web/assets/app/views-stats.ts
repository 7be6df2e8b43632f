/**
 * The health and stats views (bars and the growth chart, drawn as SVG through DOM APIs).
 * Part of the dashboard script (see ../app.ts); plain browser JavaScript in one String.raw, no template
 * literals inside.
 */
export const STATS_VIEWS_JS = String.raw`  function healthCard(item, kind) {
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
    ['replaced', 'Maybe replaced', 'A newer memory says something changed and shares their specifics, and nothing links the two: agents see both marked when shown together. Archive the old one, or reaffirm it if it still holds.'],
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

`;
