/** The dashboard's stylesheet (served as /assets/app.css; the CSP allows no inline styles). */
export const APP_CSS = `
:root {
  --bg: #f6f7f9; --panel: #ffffff; --text: #1b1f24; --muted: #5b6572; --border: #d9dee5;
  --accent: #2f6fdf; --accent-text: #ffffff; --pos: #2e9d57; --neg: #d64545; --warn-bg: #fff4d6;
  --warn-text: #7a5200; --ins: #dcf5e3; --del: #fbe0e0; --chip: #eef1f5; --focus: #7aa7ff;
  --radius: 8px; font-size: 15px;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #14171b; --panel: #1d2127; --text: #e6e9ee; --muted: #9aa4b1; --border: #333a44;
    --accent: #5b93f5; --accent-text: #0b0d10; --pos: #4cc37a; --neg: #f06b6b; --warn-bg: #3a3016;
    --warn-text: #f4d58a; --ins: #173d25; --del: #4a1f1f; --chip: #2a3039; --focus: #5b93f5;
  }
}
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  background: var(--bg); color: var(--text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; line-height: 1.45;
}
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible,
summary:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
h1 { font-size: 1.45rem; margin: 0 0 .8rem; }
h2 { font-size: 1.15rem; margin: 1.4rem 0 .6rem; }
h3 { font-size: 1rem; margin: 0; overflow-wrap: anywhere; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .88em; }

.topbar {
  position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: .4rem 1.2rem;
  padding: .6rem 1.2rem; background: var(--panel); border-bottom: 1px solid var(--border);
}
.brand { font-weight: 700; font-size: 1.15rem; color: var(--text); text-decoration: none; letter-spacing: .02em; }
#nav { display: flex; flex-wrap: wrap; gap: .25rem; }
#nav a {
  display: inline-flex; align-items: center; gap: .35rem; padding: .35rem .7rem; border-radius: 999px;
  color: var(--text); text-decoration: none;
}
#nav a:hover { background: var(--chip); }
#nav a[aria-current="page"] { background: var(--accent); color: var(--accent-text); }
.badge[hidden] { display: none; }
.badge {
  display: inline-block; min-width: 1.3rem; padding: 0 .35rem; border-radius: 999px; text-align: center;
  background: var(--neg); color: #fff; font-size: .75rem; font-weight: 600; line-height: 1.3rem;
}
#status { max-width: 1100px; margin: .6rem auto 0; padding: 0 1.2rem; min-height: 0; }
#status .flash {
  padding: .55rem .8rem; border-radius: var(--radius); border: 1px solid var(--border); background: var(--panel);
  overflow-wrap: anywhere;
}
#status .flash.ok { border-color: var(--pos); }
#status .flash.error { border-color: var(--neg); color: var(--neg); }
main { max-width: 1100px; margin: 0 auto; padding: 1rem 1.2rem 3rem; }
.loading, .empty, .hint { color: var(--muted); }
.error-box {
  padding: .8rem 1rem; border: 1px solid var(--neg); border-radius: var(--radius); background: var(--panel);
  overflow-wrap: anywhere;
}

.card {
  background: var(--panel); border: 1px solid var(--border); border-radius: var(--radius);
  padding: .9rem 1rem; margin: 0 0 .8rem; min-width: 0;
}
.card-head { display: flex; justify-content: space-between; align-items: baseline; gap: .6rem; flex-wrap: wrap; }
.card-head a { text-decoration: none; }
.card-head a:hover { text-decoration: underline; }
.content {
  white-space: pre-wrap; overflow-wrap: anywhere; margin: .45rem 0; max-height: 18rem; overflow: auto;
}
.content.full { max-height: none; }
.card-head h3.untitled { font-size: .8rem; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
.card-head h3.untitled a { color: var(--muted); }
.conflict-banner {
  padding: .6rem .9rem; margin: 0 0 .8rem; border-radius: var(--radius); border: 1px solid var(--warn-text);
  background: var(--warn-bg); color: var(--warn-text); overflow-wrap: anywhere;
}
.conflict-banner a { color: inherit; font-weight: 600; }
.more { display: flex; align-items: center; justify-content: space-between; gap: .6rem; flex-wrap: wrap; }
.chips { display: flex; flex-wrap: wrap; gap: .3rem; margin: .35rem 0; padding: 0; list-style: none; }
.chip {
  display: inline-block; padding: .05rem .5rem; border-radius: 999px; background: var(--chip); color: var(--muted);
  font-size: .8rem; overflow-wrap: anywhere;
}
.chip.state-candidate, .chip.state-draft { background: #e9e2ff; color: #4b2fa3; }
.chip.state-canonical { background: #dff1ff; color: #0c5a8f; }
.chip.state-archived { background: #e6e6e6; color: #555; }
.chip.state-expiring { background: var(--warn-bg); color: var(--warn-text); }
.chip.conf-high { background: var(--ins); color: var(--text); }
.chip.conf-low { background: var(--del); color: var(--text); }
.markers { list-style: none; margin: .4rem 0; padding: 0; display: grid; gap: .25rem; }
.marker {
  background: var(--warn-bg); color: var(--warn-text); padding: .25rem .55rem; border-radius: 6px;
  font-size: .88rem; overflow-wrap: anywhere;
}
.score { font-variant-numeric: tabular-nums; font-weight: 600; white-space: nowrap; }

button {
  font: inherit; padding: .38rem .8rem; border-radius: 6px; border: 1px solid var(--border); cursor: pointer;
  background: var(--panel); color: var(--text); min-height: 2.2rem;
}
button:hover { border-color: var(--accent); }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
button.danger { color: var(--neg); border-color: var(--neg); }
button:disabled { opacity: .55; cursor: progress; }
.actions { display: flex; flex-wrap: wrap; gap: .4rem; margin-top: .6rem; align-items: center; }
input[type="search"], input[type="text"], select, textarea {
  font: inherit; color: var(--text); background: var(--panel); border: 1px solid var(--border); border-radius: 6px;
  padding: .4rem .55rem; min-width: 0; max-width: 100%;
}
textarea { width: 100%; min-height: 7rem; resize: vertical; }
.searchbar { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-bottom: 1rem; }
.searchbar input[type="search"] { flex: 1 1 16rem; }
.check { display: inline-flex; gap: .3rem; align-items: center; color: var(--muted); font-size: .9rem; }
.form-grid { display: grid; gap: .55rem; margin-top: .6rem; }
.form-grid label { display: grid; gap: .2rem; font-size: .85rem; color: var(--muted); }
.form-grid .row { display: grid; grid-template-columns: 1fr 1fr; gap: .55rem; }
details.new-memory { margin-bottom: 1rem; }
details.new-memory > summary { cursor: pointer; color: var(--accent); }
.summary-line { color: var(--muted); margin: 0 0 .8rem; }

/* score breakdown: one diverging bar per contribution */
details.breakdown { margin-top: .5rem; }
details.breakdown > summary { cursor: pointer; color: var(--muted); font-size: .9rem; }
.bd-rows { display: grid; gap: .3rem; margin-top: .45rem; }
.bd-row {
  display: grid; grid-template-columns: minmax(7rem, 13rem) minmax(6rem, 1fr) 4.2rem; gap: .1rem .6rem;
  align-items: center; font-size: .85rem;
}
.bd-label { overflow-wrap: anywhere; }
.bd-label .src { font-weight: 600; }
.bd-track { position: relative; height: .8rem; background: var(--chip); border-radius: 3px; }
.bd-track::after {
  content: ""; position: absolute; left: 50%; top: -2px; bottom: -2px; width: 1px; background: var(--muted);
}
.bd-bar { position: absolute; top: 0; bottom: 0; border-radius: 3px; min-width: 2px; }
.bd-bar.pos { background: var(--pos); }
.bd-bar.neg { background: var(--neg); }
.bd-weight { text-align: right; font-variant-numeric: tabular-nums; }
.bd-weight.pos { color: var(--pos); }
.bd-weight.neg { color: var(--neg); }
.bd-reason { grid-column: 1 / -1; color: var(--muted); font-size: .8rem; margin: -.1rem 0 .15rem; overflow-wrap: anywhere; }
.bd-sum {
  display: flex; justify-content: flex-end; gap: .5rem; font-size: .85rem; border-top: 1px solid var(--border);
  padding-top: .3rem; margin-top: .2rem; font-variant-numeric: tabular-nums;
}

/* record detail */
dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; margin: .6rem 0; }
dl.fields dt { color: var(--muted); }
dl.fields dd { margin: 0; overflow-wrap: anywhere; }
ol.timeline { list-style: none; margin: 0; padding: 0 0 0 1.1rem; border-left: 2px solid var(--border); }
ol.timeline > li { position: relative; margin: 0 0 1rem; padding-left: .6rem; }
ol.timeline > li::before {
  content: ""; position: absolute; left: -1.55rem; top: .35rem; width: .75rem; height: .75rem; border-radius: 50%;
  background: var(--accent); border: 2px solid var(--bg);
}
ol.timeline > li.ev-state_changed::before { background: #8a63d2; }
ol.timeline > li.ev-updated::before { background: #d29b2a; }
ol.timeline > li.ev-superseded::before, ol.timeline > li.ev-purged::before { background: var(--neg); }
ol.timeline > li.ev-reaffirmed::before { background: var(--pos); }
.ev-head { display: flex; flex-wrap: wrap; gap: .2rem .7rem; align-items: baseline; }
.ev-type { font-weight: 600; }
.ev-meta { color: var(--muted); font-size: .82rem; }
.ev-detail { margin-top: .2rem; overflow-wrap: anywhere; }
table.diff { width: 100%; border-collapse: collapse; margin-top: .35rem; font-size: .9rem; table-layout: fixed; }
table.diff th, table.diff td {
  border: 1px solid var(--border); padding: .3rem .45rem; text-align: left; vertical-align: top; overflow-wrap: anywhere;
  white-space: pre-wrap;
}
table.diff th { width: 7.5rem; color: var(--muted); font-weight: 600; }
.diff del { background: var(--del); text-decoration: line-through; }
.diff ins { background: var(--ins); text-decoration: none; }

/* health and stats */
.tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: .6rem; margin-bottom: 1rem; }
.tile { background: var(--panel); border: 1px solid var(--border); border-radius: var(--radius); padding: .7rem .9rem; }
.tile .n { font-size: 1.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.tile .l { color: var(--muted); font-size: .85rem; }
.tile a { color: inherit; text-decoration: none; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr)); gap: .8rem; }
.chart h2 { margin-top: 0; }
.chart svg { display: block; width: 100%; height: auto; overflow: visible; }
.chart svg text { fill: var(--text); font-size: 12px; font-family: inherit; }
.chart svg text.muted { fill: var(--muted); }
.chart svg .bar { fill: var(--accent); }
.chart svg .bar.alt { fill: #8a63d2; }
.chart svg .line { fill: none; stroke: var(--pos); stroke-width: 2; }
.chart svg .axis { stroke: var(--border); stroke-width: 1; }
.chart svg .tick { stroke: var(--muted); stroke-width: 1; }
.reasons { margin: .3rem 0; padding-left: 1.1rem; }
.options { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); gap: .6rem; margin-top: .6rem; }
.card.option { margin: 0; }
.card.option.kept { border-color: var(--pos); border-width: 2px; }
.object { font-size: 1.1rem; overflow-wrap: anywhere; }
.hbars { display: grid; gap: .35rem; }
.hbar { display: grid; grid-template-columns: minmax(6rem, 12rem) 1fr 3rem; gap: .6rem; align-items: center; font-size: .88rem; }
.hbar-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hbar-track { height: .9rem; background: var(--chip); border-radius: 3px; overflow: hidden; }
.hbar-fill { height: 100%; background: var(--accent); border-radius: 3px; min-width: 2px; }
.hbar-fill.alt { background: #8a63d2; }
.hbar-value { text-align: right; font-variant-numeric: tabular-nums; }
.chart svg .dot { fill: var(--pos); }
.legend { font-size: .8rem; margin: .3rem 0 0; }
.key { display: inline-block; width: .8rem; height: .8rem; border-radius: 2px; vertical-align: -.1rem; }
.key.bar-key { background: var(--accent); }
.key.line-key { background: var(--pos); height: .2rem; vertical-align: .2rem; }
.record-title { overflow-wrap: anywhere; }

@media (max-width: 700px) {
  :root { font-size: 15px; }
  .topbar { padding: .5rem .7rem; gap: .3rem .6rem; }
  #nav { width: 100%; gap: .15rem; }
  #nav a { padding: .3rem .55rem; }
  main { padding: .7rem .7rem 3rem; }
  #status { padding: 0 .7rem; }
  .bd-row { grid-template-columns: 1fr 3.6rem; }
  .hbar { grid-template-columns: minmax(4.5rem, 7.5rem) 1fr 2.4rem; gap: .4rem; }
  .bd-label { grid-column: 1 / -1; }
  dl.fields { grid-template-columns: 1fr; gap: 0; }
  dl.fields dt { margin-top: .4rem; }
  .form-grid .row { grid-template-columns: 1fr; }
  /* tables become stacked cards */
  table.diff, table.diff tbody, table.diff tr, table.diff th, table.diff td { display: block; width: 100%; }
  table.diff thead { display: none; }
  table.diff tr { border: 1px solid var(--border); border-radius: 6px; margin-bottom: .4rem; }
  table.diff th, table.diff td { border: 0; }
  table.diff td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-weight: 600; }
  .actions button { flex: 1 1 auto; }
}
`;
