export const TENANT_NOT_FOUND = 'This store was not found.';
