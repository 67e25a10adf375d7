import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { authorize } from '../../kernel/access/access';
import { actorOf, recordChange } from '../../kernel/enrollment/audit.repository';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

/**
 * Records which rep (enroller) gets credit for the enrollment: the code must be an agent's code
 * (case does not matter). Entering another code replaces the earlier one.
 */
export const saveEnrollerCode: Handler<'save-enroller-code'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const e = await requireEnrollment(tx, body.enrollment_id, true);
    // Reps only (wizard spec), on an enrollment in their book (ADR 0010).
    await authorize({ req, db: tx }, 'credit-enroller', e);
    const [agent] = await tx.query<{ agent_id: number; first_name: string; last_name: string }>(
      'SELECT agent_id, first_name, last_name FROM agents WHERE upper(agent_code) = upper($1)',
      [body.enrollerCode],
    );
    if (!agent) throw invalid('enrollerCode', 'This enroller code is not valid.');
    await tx.query(
      'UPDATE enrollments SET enroller_agent_id = $2, updated_at = now() WHERE enrollment_id = $1',
      [e.enrollment_id, agent.agent_id],
    );
    await recordChange(
      tx,
      e.enrollment_id,
      'enroller_code',
      'save',
      actorOf(req, e.eprocess, config.dataKey),
    );
    return {
      status: true as const,
      message: 'Enroller code saved.',
      agent_name: `${agent.first_name} ${agent.last_name}`,
    };
  });
