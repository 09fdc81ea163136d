import type { PublicRespondentAnswers, SurveyAnswerRow } from '@plotwise/contracts';
import type { Db } from '../../db/database';

/**
 * The survey answers of one of the company's publications, newest first (the answers table and its XLSX); an IBIS
 * survey's answers carry their park's rin (the route adds the park's name from the geodata).
 */
export function surveyAnswers(db: Db, companyId: number, publicationId: number): Promise<SurveyAnswerRow[]> {
  return db.query<SurveyAnswerRow>(
    `SELECT a.id, COALESCE(q.name, '') AS question, q.id AS "questionId", q.type AS "questionType", a.value, a.created_at::text AS "createdAt",
            a.rin, NULL::text AS park
       FROM survey_answers a JOIN survey_questions q ON q.id = a.surveyquestion_id
       JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
      WHERE s.publication_id = $1 AND a.company_id = $2
      ORDER BY a.created_at DESC, a.id DESC LIMIT 10000`,
    [publicationId, companyId],
  );
}

/** The answers one respondent sent to a publication (by their private link's key), with when they sent them. */
export async function respondentAnswers(db: Db, publicationId: number, respondentKey: string): Promise<PublicRespondentAnswers> {
  const rows = await db.query<{ surveyquestionId: number; value: string | null; createdAt: string }>(
    `SELECT a.surveyquestion_id AS "surveyquestionId", a.value, a.created_at::text AS "createdAt"
       FROM survey_answers a JOIN survey_questions q ON q.id = a.surveyquestion_id
       JOIN section_cfgs c ON c.id = q.section_cfg_id JOIN sections s ON s.id = c.section_id
      WHERE s.publication_id = $1 AND a.respondent_key = $2 AND q.status = 'published'
      ORDER BY a.id LIMIT 200`,
    [publicationId, respondentKey],
  );
  return {
    answers: rows.map((r) => ({ surveyquestionId: r.surveyquestionId, value: r.value ?? '' })),
    sentAt: rows.reduce<string | null>((latest, r) => (!latest || r.createdAt > latest ? r.createdAt : latest), null),
  };
}

const HEADERS = {
  nl: { rin: 'RIN-nummer', park: 'Bedrijventerrein', question: 'Vraag', value: 'Antwoord', createdAt: 'Ontvangen' },
  en: { rin: 'RIN number', park: 'Business park', question: 'Question', value: 'Answer', createdAt: 'Received' },
};

/** The answers as an XLSX sheet: (the park, for an IBIS survey,) question, answer, received (an Excel date), newest first. */
export async function answersXlsx(rows: readonly SurveyAnswerRow[], lang: 'nl' | 'en'): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const h = HEADERS[lang];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Plotwise';
  const ws = wb.addWorksheet(lang === 'nl' ? 'Antwoorden' : 'Answers');
  const parks = rows.some((r) => r.rin)
    ? [
        { header: h.rin, key: 'rin', width: 14 },
        { header: h.park, key: 'park', width: 30 },
      ]
    : [];
  ws.columns = [
    ...parks,
    { header: h.question, key: 'question', width: 40 },
    { header: h.value, key: 'value', width: 50 },
    { header: h.createdAt, key: 'createdAt', width: 20 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows)
    ws.addRow({
      rin: r.rin ?? '',
      park: r.park ?? '',
      question: r.question,
      value: r.value ?? '',
      createdAt: r.createdAt ? new Date(r.createdAt) : null,
    });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
