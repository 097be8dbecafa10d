// The API reference at /api/docs: a page and a small script that render the served contract
// (/api/docs/openapi.json) as a browsable list of operations. Everything comes from this origin,
// so the strict Content-Security-Policy (no inline scripts) holds here too.

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SAVE &amp; WIN gateway API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:24px}h2{margin-top:32px;border-bottom:1px solid #d0d7de}
details{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer}code,pre{font:13px ui-monospace,monospace}
pre{background:#f0f2f5;padding:8px;overflow:auto;border-radius:6px}
.m{display:inline-block;min-width:64px;font-weight:700}.get{color:#0a7d32}.post{color:#0550ae}.put{color:#9a6700}.delete{color:#cf222e}
</style>
</head>
<body>
<main>
<h1>SAVE &amp; WIN gateway API</h1>
<p>The contract this gateway serves. Raw: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<div id="docs">Loading…</div>
</main>
<script src="/api/docs/viewer.js"></script>
</body>
</html>`;
}

export function docsViewerScript(): string {
  return `'use strict';
(async function () {
  const root = document.getElementById('docs');
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => node.setAttribute(k, v));
    children.forEach((c) => node.append(c));
    return node;
  };
  try {
    const spec = await (await fetch('/api/docs/openapi.json')).json();
    root.textContent = '';
    if (spec.info && spec.info.description) root.append(el('pre', {}, spec.info.description));
    const byTag = new Map();
    Object.entries(spec.paths).forEach(([path, item]) => {
      Object.entries(item).forEach(([method, op]) => {
        if (!op || !op.operationId) return;
        const tag = (op.tags && op.tags[0]) || 'other';
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push({ path, method, op });
      });
    });
    byTag.forEach((ops, tag) => {
      root.append(el('h2', {}, tag));
      ops.forEach(({ path, method, op }) => {
        const d = el('details', {}, el('summary', {}, el('span', { class: 'm ' + method }, method.toUpperCase()), el('code', {}, path), ' — ', op.summary || op.operationId));
        d.append(el('p', {}, 'operationId: ', el('code', {}, op.operationId)));
        if (op.description) d.append(el('p', {}, op.description));
        if (op.parameters) d.append(el('pre', {}, 'parameters: ' + JSON.stringify(op.parameters, null, 2)));
        if (op.requestBody) d.append(el('pre', {}, 'request body: ' + JSON.stringify(op.requestBody, null, 2)));
        d.append(el('pre', {}, 'responses: ' + JSON.stringify(op.responses, null, 2)));
        root.append(d);
      });
    });
    if (spec.components && spec.components.schemas) {
      root.append(el('h2', {}, 'schemas'));
      Object.entries(spec.components.schemas).forEach(([name, schema]) => {
        root.append(el('details', {}, el('summary', {}, el('code', {}, name)), el('pre', {}, JSON.stringify(schema, null, 2))));
      });
    }
  } catch (error) {
    root.textContent = 'The contract could not be loaded: ' + error;
  }
})();
`;
}
