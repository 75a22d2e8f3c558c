/**
 * Mantine's component styles for the data pages (concept, search, drug) and their lazy parts:
 * the rules the first paint's stylesheet (shellStyles.ts) does not have already, for only the
 * components these pages render (scripts/build/mantineCss.ts). A data page opened first waits
 * for these, not for all of Mantine's (pageStyles.ts, which the other pages load). On the data
 * pages' own elements the two sheets' rules are the same, so loading both changes nothing.
 */
import 'virtual:mantine-data-pages.css';
