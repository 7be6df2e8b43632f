/**
 * The dashboard's only HTML document. It holds no data and no inline script or style (the CSP forbids
 * both): everything is drawn by /assets/app.js with DOM APIs.
 */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>spool</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/app.css">
<script src="/assets/app.js" defer></script>
</head>
<body>
<header class="topbar">
  <a class="brand" href="#/search">spool</a>
  <nav id="nav" aria-label="Main">
    <a href="#/search" data-route="search">Search</a>
    <a href="#/review" data-route="review">Review <span class="badge" id="badge-review" hidden></span></a>
    <a href="#/conflicts" data-route="conflicts">Conflicts <span class="badge" id="badge-conflicts" hidden></span></a>
    <a href="#/health" data-route="health">Health</a>
    <a href="#/stats" data-route="stats">Stats</a>
  </nav>
</header>
<div id="status" role="status" aria-live="polite"></div>
<main id="main" aria-busy="true"><noscript>The spool dashboard needs JavaScript.</noscript></main>
</body>
</html>
`;
