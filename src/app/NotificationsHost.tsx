import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** The toast host, in its own chunk (see App.tsx). */
export default Notifications;
