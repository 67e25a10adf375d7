import type { DependentRecord } from '@bs/contract';
import type { SectionOfTab } from '@bs/domain';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { mayReadHealthAnswers } from '../access/health-answers-access';
import type { requireEnrollment } from './enrollment.repository';
import { viewSection, withheldDependentHealth } from './stored-sections';

type Enrollment = Awaited<ReturnType<typeof requireEnrollment>>;

/** Sections that hold health answers: staff may be answered only that they were given (ADR 0026). */
const HEALTH_SECTIONS = new Set<string>(['health_info', 'eoi_info', 'dependent_info']);

/**
 * One saved section of an enrollment as this caller may see it (get-enrollment-temp-info and the
 * review's get-review-sections answer alike): null when not saved yet, SSNs masked, health
 * answers only to whoever may read them.
 */
export async function sectionForCaller(
  req: FastifyRequest,
  db: Db,
  config: AppConfig,
  e: Enrollment,
  column: SectionOfTab,
): Promise<{ result: unknown; answered?: boolean }> {
  const value = viewSection(column, e.sections[column], config.dataKey);
  if (value == null || !HEALTH_SECTIONS.has(column)) return { result: value };
  const section = column as 'health_info' | 'eoi_info' | 'dependent_info';
  if (await mayReadHealthAnswers(req, db, { kind: 'enrollment', section, ...e })) return { result: value };
  if (section !== 'dependent_info') return { result: null, answered: true };
  return { result: (value as DependentRecord[]).map(withheldDependentHealth) };
}
