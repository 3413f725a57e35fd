import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * React DOM makes five errors as its module first runs: the values it throws and catches inside itself, recognised by
 * identity (a component suspending, a hydration mismatch), never shown nor thrown to the page. Under a debugger
 * (DevTools, Lighthouse, the benchmarks' Playwright) V8 records a detailed stack for every new error, and to say where
 * each frame is it reparses the function the error is made in: React DOM's whole module, 150–200 ms at CPU 4.2× in the
 * app's first task (decision 104). Made as objects with Error's prototype and message but no stack, they are the same
 * to React and cost nothing. The build stops if an upgrade changes one, rather than shipping the cost unnoticed.
 * Used by the production build (vite.config.ts, as `reactDomSentinels()`), never by the app's code.
 */
const REACT_DOM_SENTINELS = [
  ['HydrationMismatchException', 519],
  ['SuspenseException', 460],
  ['SuspenseyCommitException', 474],
  ['SuspenseActionException', 542],
  ['SelectiveHydrationException', 461],
] as const;

/** The five made without a stack, as edits of React DOM's text: the rest of the file, and its source map, unmoved. */
function rewriteSentinels(code: string): MagicString {
  const text = new MagicString(code);
  for (const [name, number] of REACT_DOM_SENTINELS) {
    const made = `${name} = Error(formatProdErrorMessage(${number}))`;
    const at = code.indexOf(made);
    if (at === -1) throw new Error(`React DOM no longer makes \`${made}\`: see decision 104.`);
    const message = `{ value: formatProdErrorMessage(${number}), writable: true, configurable: true }`;
    text.overwrite(at, at + made.length, `${name} = Object.create(Error.prototype, { message: ${message} })`);
  }
  return text;
}

export function reactDomSentinelsWithoutStacks(code: string): string {
  return rewriteSentinels(code).toString();
}

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The rewrite as a Vite plugin, for production builds. The build stops, too, if React DOM's production client never
 * came through it (a bundler or package change that loads React DOM from another file): no rewrite would be made.
 */
export function reactDomSentinels(): Plugin {
  let isRewritten = false;
  return {
    name: 'queueless:react-dom-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      isRewritten = true;
      const text = rewriteSentinels(code);
      // A map of the edit, so React DOM's lines and columns in the build's source maps stay true (decision 104).
      return { code: text.toString(), map: text.generateMap({ hires: true, source: id }) };
    },
    buildEnd(error) {
      if (!error && !isRewritten) {
        throw new Error(
          "React DOM's production client was not in the build, so it was not rewritten: see decision 104.",
        );
      }
    },
  };
}
