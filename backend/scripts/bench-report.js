// The report of `npm run bench`: the targets' verdicts and table, and the sections it writes into
// docs/PERFORMANCE.md (bench.js; the API's targets are bench-api.js's).
const fs = require('node:fs');

const verdict = (ok) => (ok ? 'met' : '**not met**');

/** The targets table: one row per [figure, target, measured, verdict]. */
const targetsTable = (targets) =>
  `| figure | target | measured | |\n|---|---|---|---|\n${targets.map((t) => `| ${t.join(' | ')} |`).join('\n')}`;

/** The targets of the sections measured in a browser or with servers of their own (collection, comparison, uploads, front end, Lighthouse). */
function pageTargets({ collection, compared, uploads, fe, lh, frontend }) {
  const out = [];
  out.push([
    'Collection commit of 2,000 rows, time per row / one form save',
    '<= 0.25',
    collection.ratio === null ? 'not measured' : collection.ratio.toFixed(2),
    verdict(collection.ratio !== null && collection.ratio <= 0.25),
  ]);
  out.push([
    "Compare 6 roasts of 1 h logs, time / one roast's chart (click to drawn)",
    '(measured)',
    `${compared.ratio.toFixed(2)}x, bytes ${compared.bytesRatio.toFixed(2)}x`,
    '-',
  ]);
  out.push([
    'health p99 under 4 maximal uploads / alone (worker pool)',
    '<= 2x',
    `${uploads.ratio.toFixed(1)}x`,
    verdict(uploads.ratio <= 2),
  ]);
  for (const r of fe.results) {
    out.push([`${r.name}: shell JS, gzip`, `<= 250 KB`, `${r.shell.toFixed(1)} KB`, verdict(r.shell <= 250)]);
    if (r.area)
      out.push([
        `${r.name}: the ${r.area} area's own JS, gzip`,
        `<= 100 KB`,
        `${r.own.toFixed(1)} KB`,
        verdict(r.own <= 100),
      ]);
    const most = Math.max(...Object.values(r.copies));
    out.push([
      `${r.name}: copies of react, react-dom, @mui/material, @emotion`,
      '1 each',
      Object.values(r.copies).join(', '),
      most > 1 ? '**FAIL**' : 'met',
    ]);
    if (r.rows)
      out.push([
        `${r.name}: navigation to first rows, cold / warm`,
        '(measured)',
        `${Math.round(r.cold)} / ${Math.round(r.warm)} ms`,
        '-',
      ]);
  }
  for (const r of fe.deep) {
    const ok = r.total <= frontend.DEEP_KB && r.files <= frontend.DEEP_FILES;
    out.push([
      `${r.name} (deep link): JS transferred, files`,
      `<= ${frontend.DEEP_KB} KB, <= ${frontend.DEEP_FILES}`,
      `${r.total.toFixed(1)} KB, ${r.files}`,
      verdict(ok),
    ]);
  }
  for (const r of lh.results) {
    if (r.failed)
      out.push([`Lighthouse ${r.preset}, ${r.name}`, 'perf >= 90, a11y >= 95', 'failed to run', '**not met**']);
    else
      out.push([
        `Lighthouse ${r.preset}, ${r.name}: performance / accessibility`,
        '>= 90 / >= 95',
        `${r.perf} / ${r.a11y}`,
        verdict(r.perf >= 90 && r.a11y >= 95),
      ]);
  }
  return out;
}

/** Replaces each `<!-- bench:name -->…<!-- /bench:name -->` block of the document (prose around them is hand-written). */
function writeSections(file, sections) {
  let text = fs.readFileSync(file, 'utf8');
  for (const [name, body] of Object.entries(sections)) {
    const open = `<!-- bench:${name} -->`;
    const close = `<!-- /bench:${name} -->`;
    const block = `${open}\n${body.trim()}\n${close}`;
    const a = text.indexOf(open);
    const b = text.indexOf(close);
    text =
      a >= 0 && b > a ? text.slice(0, a) + block + text.slice(b + close.length) : `${text.trimEnd()}\n\n${block}\n`;
  }
  fs.writeFileSync(file, text);
  return text;
}

module.exports = { verdict, targetsTable, pageTargets, writeSections };
