import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the compile hint at the top of every JavaScript chunk of `bundle`. */
export function addCompileHints(bundle: OutputBundle): void {
  for (const out of Object.values(bundle))
    if (out.type === 'chunk' && !out.code.startsWith(COMPILE_HINT)) out.code = `${COMPILE_HINT}\n${out.code}`;
}

/**
 * Marks each chunk for eager compilation (Chromium 136+; other browsers ignore the comment).
 * Without it V8 compiles each function on the main thread at its first call: before the first
 * paint of a concept page that was about 190 ms of V8.CompileCode / ParseFunction /
 * CompileIgnition in a 1× trace, and with it about 15–20 ms (the rest moves to the streaming
 * compile threads). Every chunk is code a page runs as it renders: the first load's, and a
 * page's own chunks, fetched when the page is opened. Added after minification, which would
 * drop the comment (Lighthouse mobile TBT of the data pages).
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      addCompileHints(bundle as OutputBundle);
    },
  };
}
