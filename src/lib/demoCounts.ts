/**
 * How much the emulator's dataset holds, in a module of its own: the home page's banner says it
 * on the first load, which must not carry the rest of the demo's holdings (demoHoldings.ts).
 * Checked against the committed dataset by server/dataset/demo-holdings.test.ts.
 */
export const DEMO_CONCEPT_COUNT = 207_597;
