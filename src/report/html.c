/*
 * The review page: one self-contained HTML file (no network, no external script or style)
 * that a person opens in a browser to review a migration. The JSON report is embedded as
 * data and a small script renders it: the summary with a bar chart of diagnostics by ID,
 * then the diagnostics grouped by ID, each with the original and the migrated code side by
 * side and a link to the ID's docs page, and a filter by file, ID, level and text. The
 * filter lives in the URL fragment (#file=...&id=...&level=...&q=...), so a filtered view
 * can be bookmarked or sent, and so the browser test can drive it.
 */
#include "report.h"

#include <stdlib.h>
#include <string.h>

static const char page_head[] =
	"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
	"<title>cuport migration review</title>\n<style>\n"
	"body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d2127;background:#f6f7f9}\n"
	"header,main{padding:12px 24px}header{background:#233;color:#fff}\n"
	"header h1{margin:0;font-size:20px}header p{margin:4px 0 0;opacity:.8}\n"
	".cards{display:flex;flex-wrap:wrap;gap:12px;margin:12px 0}\n"
	".card{background:#fff;border:1px solid #dde;border-radius:6px;padding:8px 14px}\n"
	".card b{display:block;font-size:20px}\n"
	"#filters{position:sticky;top:0;background:#f6f7f9;padding:8px 0;z-index:1;"
	"border-bottom:1px solid #dde}\n#filters label{margin-right:12px}\n"
	".group{background:#fff;border:1px solid #dde;border-radius:6px;margin:14px 0;"
	"padding:4px 14px}\n.group h2{font-size:16px;margin:8px 0}\n"
	".diag{border-top:1px solid #eee;padding:8px 0}.diag .where{font-family:monospace}\n"
	".panes{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:8px;margin-top:6px}\n"
	".pane h3{font-size:12px;margin:0 0 2px;color:#567}\n"
	"pre{margin:0;background:#fbfbfd;border:1px solid #e4e4ee;padding:4px;overflow:auto;"
	"font-size:12px}\npre .hl{background:#fff3bf;display:inline-block;min-width:100%}\n"
	"pre .ln{color:#99a;user-select:none}\n"
	".lvl{border-radius:3px;padding:0 6px;font-size:12px;color:#fff}\n"
	".lvl-low{background:#2b8a3e}.lvl-medium{background:#e67700}.lvl-high{background:#c92a2a}"
	".lvl-error{background:#5f3dc4}\n"
	"table{border-collapse:collapse;background:#fff}td,th{border:1px solid #dde;"
	"padding:2px 8px;text-align:right}td:first-child,th:first-child{text-align:left}\n"
	"</style>\n</head>\n<body>\n"
	"<header><h1>cuport migration review</h1><p id=\"roots\"></p></header>\n<main>\n"
	"<section id=\"summary\"><div class=\"cards\" id=\"cards\"></div>"
	"<svg id=\"chart\" role=\"img\" aria-label=\"diagnostics by ID\"></svg>"
	"<details><summary>Files</summary><table id=\"files\"></table></details></section>\n"
	"<section id=\"filters\">"
	"<label>File <select id=\"f-file\"><option value=\"\">all</option></select></label>"
	"<label>ID <select id=\"f-id\"><option value=\"\">all</option></select></label>"
	"<label>Level <select id=\"f-level\"><option value=\"\">all</option>"
	"<option>low</option><option>medium</option><option>high</option>"
	"<option>error</option></select></label>"
	"<label>Text <input id=\"f-q\" type=\"search\"></label>"
	"<span id=\"shown\"></span></section>\n"
	"<section id=\"groups\"></section>\n</main>\n"
	"<script type=\"application/json\" id=\"report-data\">";

/* The script renders the page from the data; it uses only the DOM, no library. */
static const char page_script[] =
	"</script>\n<script>\n'use strict';\n"
	"const data = JSON.parse(document.getElementById('report-data').textContent);\n"
	"const $ = (id) => document.getElementById(id);\n"
	"function el(tag, attrs, ...kids) {\n"
	"  const e = document.createElement(tag);\n"
	"  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);\n"
	"  for (const k of kids) e.append(k);\n  return e;\n}\n"
	"function level(d) { return d.kind === 'error' ? 'error' : d.effort; }\n"
	"const diags = [];\n"
	"for (const u of data.units) for (const d of u.diagnostics) {\n"
	"  const key = [d.file, d.line, d.column, d.id, d.message].join('|');\n"
	"  if (!diags.some((x) => x.key === key)) diags.push(Object.assign({key, unit: u.source}, d));\n"
	"}\n"
	"const rules = Object.fromEntries((data.rules || []).map((r) => [r.id, r]));\n"
	"function summary() {\n"
	"  const s = data.summary;\n"
	"  $('roots').textContent = data.inRoot + ' \\u2192 ' + data.outRoot +\n"
	"    (data.analysisMode ? ' (analysis mode: nothing written)' : '');\n"
	"  const pct = s.lines ? Math.round(100 * s.linesMigrated / s.lines) : 0;\n"
	"  const cards = [['units', s.units - s.unitsFailed + ' of ' + s.units + ' migrated'],\n"
	"    ['lines migrated', s.linesMigrated + ' of ' + s.lines + ' (' + pct + '%)'],\n"
	"    ['lines to review', s.linesManual], ['warnings', s.warnings], ['errors', s.errors],\n"
	"    ['effort high / medium / low', s.effort.high + ' / ' + s.effort.medium + ' / ' + s.effort.low],\n"
	"    ['CUDA API uses migrated', s.apiUses.migrated + ' of ' + s.apiUses.seen],\n"
	"    ['time', s.seconds + ' s']];\n"
	"  for (const [k, v] of cards) $('cards').append(el('div', {class: 'card'}, el('b', {}, String(v)), k));\n"
	"  const t = $('files');\n"
	"  t.append(el('tr', {}, ...['file', 'lines', 'migrated', 'to review', 'low', 'medium', 'high'].map((h) => el('th', {}, h))));\n"
	"  for (const f of data.files)\n"
	"    t.append(el('tr', {}, ...[f.path, f.lines, f.linesMigrated, f.linesManual, f.effortLow, f.effortMedium, f.effortHigh].map((v) => el('td', {}, String(v)))));\n"
	"}\n"
	"function chart(ids) {\n"
	"  const svg = $('chart'), ns = 'http://www.w3.org/2000/svg', bar = 18;\n"
	"  const max = Math.max(1, ...ids.map((i) => i.n));\n"
	"  svg.setAttribute('width', 560); svg.setAttribute('height', ids.length * bar + 4);\n"
	"  ids.forEach((i, k) => {\n"
	"    const r = document.createElementNS(ns, 'rect');\n"
	"    r.setAttribute('x', 110); r.setAttribute('y', k * bar + 2);\n"
	"    r.setAttribute('width', Math.max(2, 380 * i.n / max)); r.setAttribute('height', bar - 4);\n"
	"    r.setAttribute('class', 'bar'); r.setAttribute('fill', {low: '#2b8a3e', medium: '#e67700', high: '#c92a2a', error: '#5f3dc4'}[i.level]);\n"
	"    const l = document.createElementNS(ns, 'text');\n"
	"    l.setAttribute('x', 0); l.setAttribute('y', k * bar + 14); l.textContent = i.id;\n"
	"    const c = document.createElementNS(ns, 'text');\n"
	"    c.setAttribute('x', 116 + 380 * i.n / max); c.setAttribute('y', k * bar + 14); c.textContent = i.n + ' ' + i.level;\n"
	"    svg.append(r, l, c);\n  });\n}\n"
	"function code(snip, title) {\n"
	"  const pre = el('pre');\n"
	"  if (!snip) { pre.textContent = '(not written: the unit failed or the file is outside --in-root)'; }\n"
	"  else snip.lines.forEach((text, k) => {\n"
	"    const n = snip.firstLine + k;\n"
	"    const line = el('span', n === snip.line ? {class: 'hl'} : {}, el('span', {class: 'ln'}, String(n).padStart(5) + '  '), text);\n"
	"    pre.append(line, '\\n');\n  });\n"
	"  return el('div', {class: 'pane'}, el('h3', {}, title + (snip ? ': ' + snip.file : '')), pre);\n}\n"
	"function groups() {\n"
	"  const by = new Map();\n"
	"  for (const d of diags) { if (!by.has(d.id)) by.set(d.id, []); by.get(d.id).push(d); }\n"
	"  const ids = [...by.keys()].sort();\n"
	"  chart(ids.map((id) => ({id, n: by.get(id).length, level: level(by.get(id)[0])})));\n"
	"  for (const id of ids) {\n"
	"    const list = by.get(id), r = rules[id] || {}, lv = level(list[0]);\n"
	"    const g = el('section', {class: 'group', 'data-id': id},\n"
	"      el('h2', {}, id + ' ' + (r.name || '') + ' ', el('span', {class: 'lvl lvl-' + lv}, lv), ' \\u00d7' + list.length),\n"
	"      el('p', {}, (r.help ? r.help + ' ' : ''), el('a', {href: list[0].docs, class: 'docs'}, 'What it means and how to fix it')));\n"
	"    for (const d of list) {\n"
	"      const ctx = d.context || {};\n"
	"      g.append(el('article', {class: 'diag', 'data-file': d.file, 'data-id': d.id, 'data-level': level(d)},\n"
	"        el('div', {class: 'where'}, d.file + ':' + d.line + ':' + d.column + ': ' + d.tag + ': ', el('span', {}, d.message)),\n"
	"        el('div', {class: 'panes'}, code(ctx.original, 'CUDA'), code(ctx.migrated, 'migrated'))));\n"
	"    }\n    $('groups').append(g);\n"
	"    $('f-id').append(el('option', {}, id));\n  }\n"
	"  for (const f of [...new Set(diags.map((d) => d.file))].sort()) $('f-file').append(el('option', {}, f));\n"
	"  if (!ids.length) $('groups').append(el('p', {}, 'No diagnostics: nothing is left to review.'));\n}\n"
	"const keys = {file: 'f-file', id: 'f-id', level: 'f-level', q: 'f-q'};\n"
	"function apply() {\n"
	"  const f = Object.fromEntries(Object.entries(keys).map(([k, i]) => [k, $(i).value]));\n"
	"  let shown = 0;\n"
	"  for (const a of document.querySelectorAll('article.diag')) {\n"
	"    const ok = (!f.file || a.dataset.file === f.file) && (!f.id || a.dataset.id === f.id) &&\n"
	"      (!f.level || a.dataset.level === f.level) && (!f.q || a.textContent.toLowerCase().includes(f.q.toLowerCase()));\n"
	"    a.hidden = !ok; shown += ok;\n  }\n"
	"  for (const g of document.querySelectorAll('section.group')) g.hidden = !g.querySelector('article:not([hidden])');\n"
	"  $('shown').textContent = 'showing ' + shown + ' of ' + diags.length;\n"
	"  document.body.dataset.shown = shown;\n}\n"
	"function fromHash() {\n"
	"  const p = new URLSearchParams(location.hash.slice(1));\n"
	"  for (const [k, i] of Object.entries(keys)) $(i).value = p.get(k) || '';\n  apply();\n}\n"
	"function toHash() {\n"
	"  const p = new URLSearchParams();\n"
	"  for (const [k, i] of Object.entries(keys)) if ($(i).value) p.set(k, $(i).value);\n"
	"  history.replaceState(null, '', '#' + p.toString()); apply();\n}\n"
	"summary(); groups();\n"
	"for (const i of Object.values(keys)) $(i).addEventListener('input', toHash);\n"
	"window.addEventListener('hashchange', fromHash);\n"
	"fromHash();\ndocument.body.dataset.ready = '1';\n"
	"</script>\n</body>\n</html>\n";

/* JSON inside <script>: "<" is written as \u003c so no "</script>" or "<!--" can end or
 * change the element early, whatever the messages and code hold. */
static void append_script_safe(Buf *out, const char *json)
{
	for (const char *p = json; *p; p++) {
		if (*p == '<')
			buf_puts(out, "\\u003c");
		else
			buf_append(out, p, 1);
	}
}

void report_html(const Report *r, Buf *out)
{
	buf_puts(out, page_head);
	char *json = cJSON_PrintUnformatted(r->root);
	append_script_safe(out, json);
	cJSON_free(json);
	buf_puts(out, page_script);
}
