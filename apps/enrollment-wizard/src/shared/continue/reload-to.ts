/**
 * Wizard §4: "After opening the tab the page reloads". A full page load lets the shell start up
 * again from the freshly stored session (branding, menus, cart count) instead of patching it live.
 */
export function reloadTo(url: string): void {
  window.location.assign(url);
}
