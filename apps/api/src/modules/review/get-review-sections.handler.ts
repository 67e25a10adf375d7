import { SECTION_OF_TAB, type SectionOfTab } from '@bs/domain';
import type { Handler } from '../../kernel/handler';
import { sectionForCaller } from '../../kernel/enrollment/section-for-caller';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

const SECTIONS = Object.values(SECTION_OF_TAB) as SectionOfTab[];

/**
 * Every saved section of the enrollment in one read (the review's cards, its notes and View
 * Details), each exactly as get-enrollment-temp-info answers that column: the call registry asked
 * the one access decision for the enrollment once, and the enrollment row is read once.
 */
export const getReviewSections: Handler<'get-review-sections'> = async ({ db, req, query, config }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const views = await Promise.all(SECTIONS.map((c) => sectionForCaller(req, db, config, e, c)));
  return {
    sections: Object.fromEntries(SECTIONS.map((c, i) => [c, views[i]!])) as Record<
      SectionOfTab,
      (typeof views)[number]
    >,
  };
};
