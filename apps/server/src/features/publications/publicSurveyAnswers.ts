import type { PublicSurveyAnswers, PublicSurveySaved } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { newKey } from '../../entities/repository';

/** A respondent's answers to the published questions of a publication (reference_not_found for any other question). */
export async function saveSurveyAnswers(db: Db, publicationId: unknown, survey: PublicSurveyAnswers): Promise<PublicSurveySaved> {
  const ids = survey.answers.map((a) => a.surveyquestionId);
  const allowed = await db.query<{ id: number; company_id: number }>(
    `SELECT q.id, q.company_id FROM survey_questions q JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
      WHERE s.publication_id = $1 AND q.status = 'published' AND q.id = ANY($2::integer[])`,
    [publicationId, ids],
  );
  const ok = new Map(allowed.map((a) => [a.id, a.company_id]));
  const bad = ids.filter((i) => !ok.has(i));
  if (bad.length) throw new AppError('reference_not_found', `Questions not in this publication: ${bad.join(', ')}`);
  // one key per sending: the respondent's private link; sent again with it, the answers replace theirs
  const respondentKey = survey.respondentKey ?? newKey();
  await db.transaction(async (tx) => {
    if (survey.respondentKey) {
      const replaced = await tx.query(
        `DELETE FROM survey_answers a USING survey_questions q, section_cfgs c, sections s
          WHERE a.respondent_key = $2 AND q.id = a.surveyquestion_id AND c.id = q.section_cfg_id AND s.id = c.section_id AND s.publication_id = $1
          RETURNING a.id`,
        [publicationId, survey.respondentKey],
      );
      if (!replaced.length) throw new AppError('not_found', 'This private link to change answers is not known for this publication.');
    }
    for (const a of survey.answers)
      await tx.query(
        `INSERT INTO survey_answers (company_id, surveyquestion_id, name, value, respondent_key) VALUES ($1, $2, 'answer', $3, $4)`,
        [ok.get(a.surveyquestionId), a.surveyquestionId, a.value, respondentKey],
      );
  });
  return { saved: survey.answers.length, respondentKey };
}
