import {
  ibisParkFields,
  isIbisParkField,
  parseSurveyNumber,
  type IbisAnswers,
  type IbisAnswersSaved,
  type IbisReported,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import type { PubRow } from './page';

/** The park values a publication's survey reported for one park, by field (read inside the company's tenant transaction). */
export function reportedValues(tx: Db, publicationId: number, rin: string): Promise<IbisReported[]> {
  return tx.query<IbisReported>(
    `SELECT field, value, answered_at::text AS "answeredAt" FROM ibis_park_values
      WHERE publication_id = $1 AND rin = $2 ORDER BY field`,
    [publicationId, rin],
  );
}

type Question = { id: number; name: string; field: string | null; type: string };

/** The value stored for an answer: numbers of a number question or a numeric park field with a decimal point; 400 naming the question when not a number. */
function checked(q: Question, value: string): string {
  const numeric = q.type === 'number' || (isIbisParkField(q.field) && ibisParkFields[q.field] === 'number');
  if (!numeric) return value.trim();
  const n = parseSurveyNumber(value);
  if (n === null) throw new AppError('validation_failed', `"${q.name}": enter a number (for example 12,5)`);
  return String(n);
}

/**
 * Stores a visitor's answers about one park of a published IBIS survey, in one tenant transaction of the
 * publication's company (Row-Level Security holds the writes to it): every answer with the park's rin, and each
 * answer to a question whose field names a park property as that park's reported value (the newest answer wins).
 */
export async function saveIbisAnswers(db: Db, p: PubRow, rin: string, body: IbisAnswers): Promise<IbisAnswersSaved> {
  return db.tenant(p.company_id, async (tx) => {
    const ids = body.answers.map((a) => a.surveyquestionId);
    const questions = await tx.query<Question>(
      `SELECT q.id, COALESCE(q.name, '') AS name, q.field, COALESCE(q.type, 'text') AS type
         FROM survey_questions q JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
        WHERE s.publication_id = $1 AND q.status = 'published' AND q.id = ANY($2::integer[])`,
      [p.id, ids],
    );
    const byId = new Map(questions.map((q) => [q.id, q]));
    const bad = ids.filter((i) => !byId.has(i));
    if (bad.length) throw new AppError('reference_not_found', `Questions not in this publication: ${bad.join(', ')}`);
    // every answer is checked before anything is written, so a refused answer leaves no half-stored set
    const values = body.answers.map((a) => ({ q: byId.get(a.surveyquestionId)!, value: checked(byId.get(a.surveyquestionId)!, a.value) }));
    for (const { q, value } of values) {
      await tx.query(
        `INSERT INTO survey_answers (company_id, surveyquestion_id, name, value, rin) VALUES ($1, $2, 'answer', $3, $4)`,
        [p.company_id, q.id, value, rin],
      );
      if (!isIbisParkField(q.field)) continue;
      await tx.query(
        `INSERT INTO ibis_park_values (company_id, publication_id, rin, field, value, answered_at) VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (publication_id, rin, field) DO UPDATE SET value = EXCLUDED.value, answered_at = EXCLUDED.answered_at`,
        [p.company_id, p.id, rin, q.field, value],
      );
    }
    return { saved: values.length, reported: await reportedValues(tx, p.id, rin) };
  });
}
