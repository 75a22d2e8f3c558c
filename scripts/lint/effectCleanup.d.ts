/** Types of effectCleanup.js (plain JavaScript: eslint.config.js imports it). */
export declare const effectCleanupRestrictions: { selector: string; message: string }[];
