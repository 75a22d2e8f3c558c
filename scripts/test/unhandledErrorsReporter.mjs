// A Vitest reporter that writes the run's unhandled errors (an error thrown or a promise rejected
// outside any test, a worker that failed to start or to stop) next to the JSON report, as
// `<report>.errors.json`. Vitest fails the run for them (exit code 1), but its JSON report leaves
// them out and says `success: true`: a CI run once ended "unit: 1453 passed, 0 failed" with
// "failed steps: unit tests (app)", and the errors themselves had scrolled out of what CI shows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where the errors go: beside the JSON report named by `--outputFile.json`, if any. */
export const errorsFileOf = (jsonReport) =>
  typeof jsonReport === 'string' ? jsonReport.replace(/\.json$/, '') + '.errors.json' : null;

/** What is kept of one error: its name, message and the first lines of its stack. */
export const describeError = (error) => ({
  name: String(error?.name ?? 'Error'),
  message: String(error?.message ?? error ?? ''),
  stack: String(error?.stack ?? '')
    .split('\n')
    .slice(0, 6)
    .join('\n'),
  // the test file running when it was thrown, and its latest test, when Vitest knows them
  ...(error?.VITEST_TEST_PATH ? { file: String(error.VITEST_TEST_PATH) } : {}),
  ...(error?.VITEST_TEST_NAME ? { test: String(error.VITEST_TEST_NAME) } : {}),
});

export default class UnhandledErrorsReporter {
  onInit(vitest) {
    const out = vitest.config.outputFile;
    this.file = errorsFileOf(typeof out === 'object' ? out?.json : null);
  }

  onTestRunEnd(_modules, unhandledErrors, reason) {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(
      this.file,
      JSON.stringify({ reason, errors: unhandledErrors.map(describeError) }, null, 2) + '\n',
    );
  }
}
