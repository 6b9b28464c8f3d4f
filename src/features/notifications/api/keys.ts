// Query keys of the notifications feature.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', 'list', userId] as const,
  unread: (userId: string) => ['notifications', 'unread', userId] as const,
};
