/**
 * Every document of the product, one folder each under docs-content/ with one source file per language
 * (docs-content/<document>/<locale>.md). Plain data, shared by the pages, the link check and the
 * catalog check.
 */
export const DOCUMENT_IDS = [
  'service',
  'privacy',
  'story_guide',
  'faq',
  'image',
  'guide',
  'about',
  'creator_guide',
  'moment_guide',
  'vip_contract',
  'community_covenant',
  'about_stories',
  'image_creation',
  'originality_statement',
  'level_level',
  'level_quest',
  'level_reward',
  'level_score',
] as const;
export type DocumentId = (typeof DOCUMENT_IDS)[number];

export const DOCUMENT_LOCALES = ['en', 'zh', 'es', 'pt', 'ja'] as const;

/** The records under /record/: card draws (SPEC §2) and gems (path chosen here). */
export const RECORD_KINDS = ['card', 'gems'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const isRecordKind = (value: string): value is RecordKind => (RECORD_KINDS as readonly string[]).includes(value);
