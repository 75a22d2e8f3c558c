// The toast's own styles with it: the home page shows without the other pages' stylesheet.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** The toast host, in its own chunk (see App.tsx). */
export default Notifications;
