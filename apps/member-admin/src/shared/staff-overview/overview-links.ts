/** Where each part of the overview is handled: the board filtered to a person, the group's settings. */
export function boardLink(groupId: number, status?: string, search?: string): string {
  const q = new URLSearchParams({ group: String(groupId) });
  if (status) q.set('status', status);
  if (search) q.set('search', search);
  return `/enrollment-board?${q}`;
}

export function settingsLink(groupId: number | null, section?: string): string {
  return `/group-settings${groupId != null ? `?group=${groupId}` : ''}${section ? `#${section}` : ''}`;
}
