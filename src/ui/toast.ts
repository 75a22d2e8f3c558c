import { notifications, type NotificationData } from '@mantine/notifications';
import { TOAST_SHOWN } from './toastShown.ts';

/** Shows a toast now, loading the toast host first if the page has not yet (see App.tsx). */
export function showToast(data: NotificationData): string {
  const id = notifications.show(data);
  window.dispatchEvent(new Event(TOAST_SHOWN));
  return id;
}
