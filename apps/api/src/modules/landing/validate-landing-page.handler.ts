import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { findTenantBySlug } from '../../kernel/people/branding.repository';
import { tenantCopy, type TenantCopyTexts } from '@bs/tenant-config/copy';

/** A landing slug is a tenant: its branding and bindings; the default store answers as an agent page. */
export const validateLandingPage: Handler<'validate-landing-page'> = async ({ db, query, lang }) => {
  const slug = query.landing_page.trim().toLowerCase();
  const t = await findTenantBySlug(db, slug);
  if (!t) throw notFound('landing_page', 'This landing page does not exist.');
  // The tenant's own words in the reader's language where tenant.json gives them (copy_i18n).
  const config = t.config as { copy_i18n?: TenantCopyTexts['copy_i18n'] } | null;
  const own = (key: 'tagline' | 'display_about_name') =>
    lang === 'en' ? undefined : tenantCopy({ copy: {}, copy_i18n: config?.copy_i18n ?? {} }, key, lang);
  const tagline = own('tagline');
  const base = {
    name: t.name,
    logo: t.logo,
    image: t.image,
    display_phone: t.display_phone,
    display_email: t.display_email,
    tagline: tagline ?? t.tagline,
    display_about_name: own('display_about_name') ?? t.display_about_name,
    copy_lang: tagline ? lang : ('en' as const),
  };
  const isGroup = t.kind === 'group';
  return {
    type: isGroup ? 'group' : 'agent',
    slug: t.slug,
    data: isGroup
      ? { ...base, agent_bio: t.agent_bio, gweb_aboutus: t.about }
      : { ...base, agent_bio: t.about },
    agent_id: t.agent_id,
    group_id: t.group_id,
    portal_id: t.portal_id,
  };
};
