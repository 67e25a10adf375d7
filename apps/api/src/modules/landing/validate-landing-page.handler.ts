import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { findTenantBySlug } from '../../kernel/people/branding.repository';

/** A landing slug is a tenant: its branding and bindings; the default store answers as an agent page. */
export const validateLandingPage: Handler<'validate-landing-page'> = async ({ db, query }) => {
  const slug = query.landing_page.trim().toLowerCase();
  const t = await findTenantBySlug(db, slug);
  if (!t) throw notFound('landing_page', 'This landing page does not exist.');
  const base = {
    name: t.name,
    logo: t.logo,
    image: t.image,
    display_phone: t.display_phone,
    display_email: t.display_email,
    tagline: t.tagline,
    display_about_name: t.display_about_name,
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
