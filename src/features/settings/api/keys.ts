// Query keys of the settings feature.
export const settingsKeys = {
  profile: (userId: string) => ['settings', 'profile', userId] as const,
};
