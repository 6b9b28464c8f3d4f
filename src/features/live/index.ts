// Live event feature: the /live-event/{id} page (status clock, looping live video, live chat, viewers).
export { LiveEventPage } from './components/LiveEventPage';
export { liveEventQuery } from './api/live-event-query';
export { liveChatQuery } from './api/live-chat-query';
export { parseLiveEventId } from './event-id';
