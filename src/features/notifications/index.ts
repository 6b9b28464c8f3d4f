// Notifications feature: the header bell with its live unread count, the list and the /notifications page.
export { NotificationBell } from './components/NotificationBell';
export { NotificationList } from './components/NotificationList';
export { NotificationsPage } from './components/NotificationsPage';
export { notificationsQuery, type NotificationRow } from './api/notifications-query';
export { unreadCountQuery } from './api/unread-count-query';
