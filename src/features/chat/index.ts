// Chat feature: the /chat page (contacts + conversation), the header's unread badge and the shell's background work.
export { ChatPage } from './components/ChatPage';
export { ChatUnreadBadge } from './components/ChatUnreadBadge';
export { ChatBackground } from './components/ChatBackground';
export { unreadTotalQuery } from './api/unread-total-query';
export { contactsQuery } from './api/contacts-query';
