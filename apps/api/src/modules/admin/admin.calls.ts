import { defineCalls } from '../../kernel/calls/call-entry';
import { createTenant } from './create-tenant.handler';
import { exportTenant } from './export-tenant.handler';
import { getTenant } from './get-tenant.handler';
import { getTenantChanges } from './get-tenant-changes.handler';
import { listTenants } from './list-tenants.handler';
import { setTenantStatus } from './set-tenant-status.handler';
import { updateTenant } from './update-tenant.handler';
import { uploadTenantImage } from './upload-tenant-image.handler';

/** The calls of the admin module: each one's handler, documentation, rules and limits (ADR 0030). */
export const adminCalls = defineCalls({
  'list-tenants': {
    handler: listTenants,
    docs: [
      'Tenants',
      'The tenants the signed-in person may edit, searched by slug, name, agent or group and filtered by status.',
    ],
    access: 'signed-in',
  },
  'get-tenant': {
    handler: getTenant,
    docs: ['Tenants', 'One tenant as the console form edits it (the shape of tenants/<slug>/tenant.json).'],
    access: ['brand-tenant', 'manage-tenants'],
  },
  'create-tenant': {
    handler: createTenant,
    docs: [
      'Tenants',
      'Registers a new tenant (platform administrators); it is live at once. The slug must be free and the theme readable at WCAG AA.',
    ],
    access: ['manage-tenants'],
  },
  'update-tenant': {
    handler: updateTenant,
    docs: [
      'Tenants',
      "Changes a tenant's settings, theme and branding (a rep or group administrator: the branding of their own store only); live at once and recorded in its audit.",
    ],
    access: ['brand-tenant', 'manage-tenants'],
  },
  'set-tenant-status': {
    handler: setTenantStatus,
    docs: ['Tenants', 'Sets a tenant active or disabled (platform administrators).'],
    access: ['manage-tenants'],
  },
  'get-tenant-changes': {
    handler: getTenantChanges,
    docs: ['Tenants', "The tenant's audit, newest first: who changed what, when, before and after."],
    access: ['brand-tenant', 'manage-tenants'],
  },
  'export-tenant': {
    handler: exportTenant,
    docs: [
      'Tenants',
      "The tenant as its folder's files (tenant.json and its images), to commit under tenants/<slug> (platform administrators).",
    ],
    access: ['manage-tenants'],
  },
  'upload-tenant-image': {
    handler: uploadTenantImage,
    docs: [
      'Tenants',
      "Stores an image (SVG, PNG, JPEG or WebP) for a tenant's logo or hero; SVGs are checked for scripts.",
    ],
    access: ['brand-tenant', 'manage-tenants'],
  },
});
