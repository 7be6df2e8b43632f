/**
 * Routing: hash → view, the nav badges, the first render; closes the IIFE {@link CORE_JS} opens.
 * Part of the dashboard script (see ../app.ts); plain browser JavaScript in one String.raw, no template
 * literals inside.
 */
export const ROUTER_JS = String.raw`  // ---------- routing ----------
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
