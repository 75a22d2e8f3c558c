/**
 * The window event `showToast` sends. App.tsx loads the toast host when the page is idle and
 * the user has paused; this event has it loaded at once, so a toast is never held back. A
 * module of its own: the first load listens for it without the toast store's code.
 */
export const TOAST_SHOWN = 'app:toast-shown';
