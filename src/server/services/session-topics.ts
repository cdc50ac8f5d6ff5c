/**
 * Details of the 'sessions' invalidation topic, which the sessions cache listens to:
 * `user:<id>` (every session of a user), `role:<id>` (of its users), `session:<id>`, none (everything).
 * A module of its own so that the entity layer can name them without importing the sessions service.
 */
export const userTopic = (userId: number) => `user:${userId}`;
export const roleTopic = (roleId: number) => `role:${roleId}`;
export const sessionTopic = (sessionId: number) => `session:${sessionId}`;
