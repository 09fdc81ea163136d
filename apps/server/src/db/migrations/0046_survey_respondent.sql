-- 0046: a survey respondent can come back and change their answers by a private link. Every answer of one sending
-- carries the same unguessable key (the link's); sending again with it replaces that respondent's answers.
ALTER TABLE "survey_answers" ADD COLUMN "respondent_key" text;
CREATE INDEX "survey_answers_respondent_key_idx" ON "survey_answers" ("respondent_key") WHERE "respondent_key" IS NOT NULL;
