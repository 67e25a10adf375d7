#!/usr/bin/env node
// Validates every tenants/<slug>/tenant.json with libs/tenant-config (the same schema the API uses
// at run time). Usage: node tools/validate-tenants.mjs [tenants-dir]. Exit code 1 on any problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { parseTenant } = await tsImport('../libs/tenant-config/src/index.ts', import.meta.url);

/** Returns a list of problems for the tenants folder (empty when all is well). */
export function validateTenants(dir) {
  const problems = [];
  const tenants = [];
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  for (const { name } of folders) {
    const file = join(dir, name, 'tenant.json');
    if (!existsSync(file)) {
      problems.push(`tenants/${name}: tenant.json is missing`);
      continue;
    }
    let tenant;
    try {
      tenant = parseTenant(JSON.parse(readFileSync(file, 'utf8')), `tenants/${name}/tenant.json`);
    } catch (err) {
      problems.push(err.message);
      continue;
    }
    if (tenant.slug !== name)
      problems.push(`tenants/${name}/tenant.json: slug "${tenant.slug}" must equal the folder name`);
    for (const asset of [tenant.logo, tenant.image]) {
      const path = join(dir, name, asset);
      if (!existsSync(path)) problems.push(`tenants/${name}: ${asset} is missing`);
      else if (asset.endsWith('.svg')) {
        const svg = readFileSync(path, 'utf8');
        if (!/<svg[\s>]/.test(svg)) problems.push(`tenants/${name}/${asset}: not an SVG`);
        if (/<script|\son\w+=/i.test(svg))
          problems.push(`tenants/${name}/${asset}: SVG must not contain scripts or event handlers`);
      }
    }
    tenants.push(tenant);
  }
  const defaults = tenants.filter((t) => t.kind === 'default');
  if (defaults.length !== 1)
    problems.push(`exactly one tenant must be kind "default" (found ${defaults.length})`);
  return { problems, tenants };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(repo, 'tenants'));
  const { problems, tenants } = validateTenants(dir);
  if (problems.length) {
    console.error(`Tenant validation failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`${tenants.length} tenants valid: ${tenants.map((t) => `${t.slug} (${t.kind})`).join(', ')}`);
}
