// Query keys of the communities feature.
export const communityKeys = {
  all: ['communities'] as const,
  list: ['communities', 'list'] as const,
  detail: (id: number) => ['communities', 'detail', id] as const,
  membership: (id: number, userId: string | null) => ['communities', 'membership', id, userId] as const,
  courses: (id: number) => ['communities', 'courses', id] as const,
  liveEvents: (id: number) => ['communities', 'live-events', id] as const,
  topMembers: (id: number) => ['communities', 'top-members', id] as const,
  hostStatus: (userId: string | null) => ['communities', 'host-status', userId] as const,
};
