// The failed tests of a run by name, with the first line of each error, for the end of
// `npm test`'s output: CI shows only that end, and a failure printed among 1,800 passing lines
// could not be told from it (a CI run once ended "unit: 1437 passed, 1 failed", and no name).

const plain = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, ''); // colour codes removed

/** The first line of an error, without colour codes, at most 300 characters. */
const firstLine = (text) => plain(text).trim().split('\n')[0].slice(0, 300);

/**
 * One line per failed test: "unit › file › name: error" from Vitest's JSON report,
 * "e2e › file:line › title: error" from Playwright's. A Vitest file that failed to load (no failed
 * test in it), an error Vitest caught outside any test (`unhandled`, from
 * unhandledErrorsReporter.mjs) and a Playwright error outside any test count as one line each.
 */
export function failedTests(unitReport, e2eReports, cwd, unhandled = []) {
  const relative = (name) => (name.startsWith(`${cwd}/`) ? name.slice(cwd.length + 1) : name);
  const lines = [];
  for (const file of unitReport?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      lines.push(`unit › ${relative(file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed')
      lines.push(`unit › ${relative(file.name)}: ${firstLine(file.message)}`);
  }
  for (const e of unhandled) {
    const where = e.file ? ` in ${relative(e.file)}` : '';
    const latest = e.test ? ` (latest test: ${e.test})` : '';
    lines.push(`unit › unhandled error${where}${latest}: ${firstLine(`${e.name}: ${e.message}`)}`);
  }
  const walk = (suite, file) => {
    const f = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === 'unexpected' || t.status === 'flaky')
          lines.push(
            // a flaky test's last try passed: its error is the failed try's
            `e2e › ${f}:${spec.line} › ${spec.title}: ${firstLine(t.results.find((r) => r.error)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) walk(child, f);
  };
  for (const report of e2eReports) {
    for (const suite of report?.suites ?? []) walk(suite);
    for (const err of report?.errors ?? []) lines.push(`e2e › ${firstLine(err.message)}`);
  }
  return lines;
}

/**
 * What each failed try of an e2e test said, for the end of `npm test`'s output: where it stopped
 * (file:line of the check or the call), and the error's first lines (an assertion's expected and
 * received, a timeout's call that never returned). A flaky test's try that passed says nothing;
 * CI keeps no trace, so this is all there is to read after a red run.
 */
export function e2eFailureDetails(e2eReports, maxLines = 14) {
  const blocks = [];
  const walk = (suite, file) => {
    const f = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const tries = t.results.length;
        const lines = [
          `  ${f}:${spec.line} › ${spec.title} (${t.status === 'flaky' ? 'passed on a retry' : 'failed every try'})`,
        ];
        t.results.forEach((r, i) => {
          const errors = r.errors?.length ? r.errors : r.error ? [r.error] : [];
          for (const e of errors) {
            const at = e.location ? ` at ${e.location.file.split('/').pop()}:${e.location.line}` : '';
            lines.push(`    try ${i + 1} of ${tries}${at}:`);
            const body = plain(e.message)
              .split('\n')
              .filter((l) => l.trim() && !/^\s+at /.test(l))
              .slice(0, maxLines)
              .map((l) => `      ${l.trimEnd().slice(0, 200)}`);
            lines.push(...body);
          }
        });
        blocks.push(lines.join('\n'));
      }
    for (const child of suite.suites ?? []) walk(child, f);
  };
  for (const report of e2eReports) for (const suite of report?.suites ?? []) walk(suite);
  return blocks;
}

/** The last `n` non-blank lines of a step's output, without colour codes, indented. */
export const lastLines = (text, n) =>
  plain(text)
    .split('\n')
    .filter((l) => l.trim())
    .slice(-n)
    .map((l) => `    ${l}`)
    .join('\n');
