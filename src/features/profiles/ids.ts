// Profile ids are auth user uuids; anything else in /profile/{userId} is an unknown profile.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProfileId(value: string): boolean {
  return UUID.test(value);
}
