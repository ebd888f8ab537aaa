// A short account of each failed test, printed last by test-all.js: CI keeps only the tail of a
// run's output, and a failed browser test's error otherwise scrolls away above the summary.
const MAX_LINES = 14;

const clean = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, MAX_LINES)
    .map((l) => `    ${l.slice(0, 300)}`)
    .join('\n');

function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.[t.results.length - 1];
        const error = last?.errors?.[0]?.message ?? last?.error?.message ?? '(no error message)';
        out.push({ title: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files (already named by spec.file); below them, describe blocks.
  for (const s of report?.suites ?? []) walk(s, []);
  return out;
}

function jestFailures(report) {
  const out = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      out.push({ title: `${file.name} › ${a.fullName}`, error: (a.failureMessages ?? []).join('\n') });
    // A suite that failed to run (syntax error, beforeAll) has no failed assertions of its own.
    if (!failed.length && file.status === 'failed') out.push({ title: file.name, error: file.message });
  }
  return out;
}

/** Lines to print: one block per failed test (title, then the first lines of its error). */
function failureDigest({ jest, playwright }) {
  const failures = [...jestFailures(jest), ...playwrightFailures(playwright)];
  if (!failures.length) return '';
  return ['\n=== failed tests', ...failures.map((f) => `- ${f.title}\n${clean(f.error)}`)].join('\n');
}

module.exports = { failureDigest, playwrightFailures, jestFailures };
