// An effect's callback may return only a clean-up function. An expression-bodied callback
// returns whatever its expression gives: `useEffect(() => el.scrollIntoView())` hands React the
// Promise that current Chromium's scrollIntoView returns, and React then calls it as the
// clean-up ("destroy is not a function"), which took down the hierarchy section. So effect
// callbacks have a block body, or return a function directly (`() => () => abort()`).
const EFFECTS = '/^use(Layout|Insertion)?Effect$/';
const callback = (callee) =>
  `CallExpression[${callee}=${EFFECTS}] > ArrowFunctionExpression.arguments:first-child` +
  `[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression'][body.type!='FunctionExpression']`;

const message =
  'An effect callback returns its clean-up: give it a block body ({ … }) so a value such as ' +
  "scrollIntoView()'s Promise is never handed to React as the clean-up.";

/** `no-restricted-syntax` entries refusing expression-bodied effect callbacks. */
export const effectCleanupRestrictions = [
  { selector: callback('callee.name'), message },
  { selector: callback('callee.property.name'), message },
];
