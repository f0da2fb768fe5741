/** The public address of a stored media object: served by /media (server/app.ts), cached for a year. */
export const mediaUrl = (key: string) => `/media/${key}`;
