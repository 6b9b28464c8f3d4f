// Realtime's error reasons and system-message texts, in the wire shape realtime-js reads (`reason` strings "Code: message").
export const REASONS = {
  unmatchedTopic: 'unmatched topic',
  topicRequired: 'TopicNameRequired: You must provide a topic name',
  tooManyChannels: 'ChannelRateLimitReached: Too many channels',
  tooManyJoins: 'ClientJoinRateLimitReached: Too many joins per second',
  payloadTooLarge: 'payload_size_exceeded',
  unknownEvent: (event: string) => `UnknownEvent: ${event} is not a known event`,
  unauthorizedRead: (topic: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
  unauthorizedWrite: (topic: string) => `Unauthorized: You do not have permissions to write to this Channel topic: ${topic}`,
  invalidToken: (message: string) => `InvalidJWTToken: ${message}`,
  unknownError: (message: string) => `UnknownErrorOnChannel: ${message}`,
  malformedPayload: 'MalformedMessage: the payload must be a JSON object',
} as const;

export const SYSTEM_TEXTS = {
  subscribed: 'Subscribed to PostgreSQL',
  tooManyMessages: 'Too many messages per second',
  tokenExpired: (seconds: number) => `Token has expired ${seconds} seconds ago`,
  /** The member behind the token was deleted or signed out (auth.sessions has no row for its session_id). */
  sessionGone: 'the session of this token no longer exists',
} as const;

/** HTTP answers to a refused websocket upgrade (`{"error": …}` like Realtime). */
export const UPGRADE_ERRORS = {
  missingKey: 'API key is missing',
} as const;
