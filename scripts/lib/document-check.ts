/**
 * Checks the documents under docs-content/: every document has an English text (readers of a missing
 * translation get it), each source compiles, and every link inside the text leads to a page of the
 * app (and to an anchor that exists there). Used by `npm run messages:check` and the unit tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DOCUMENT_IDS,
  DOCUMENT_LOCALES,
  isRecordKind,
  type DocumentId,
} from '../../src/features/documents/document-ids';
import { LEVEL_DOC_TYPES, ROUTE_CATALOG, STATIC_DOCS } from '../../src/platform/route-catalog';
import { compileDocument, type CompiledDocument } from './document-markup';

export interface DocumentReport {
  /** Failures: a missing English text, a source that does not compile, a link to nowhere. */
  readonly problems: string[];
  /** Missing translations ("<doc>/<locale>"): those readers see the English text. */
  readonly gaps: string[];
  /** How many sources were compiled and how many links checked. */
  readonly compiled: number;
  readonly links: number;
}

/** The document a page of the app shows, for anchors in links to it. */
export function documentAtPath(path: string): DocumentId | null {
  const fixed: Record<string, DocumentId> = {
    '/term/community_covenant': 'community_covenant',
    '/about_stories': 'about_stories',
    '/creator_guide': 'creator_guide',
  };
  if (fixed[path]) return fixed[path];
  const staticDoc = /^\/static\/([a-z_]+)$/.exec(path)?.[1];
  if (staticDoc && (STATIC_DOCS as readonly string[]).includes(staticDoc)) return staticDoc as DocumentId;
  const level = /^\/level\/doc\/([a-z]+)$/.exec(path)?.[1];
  if (level && (LEVEL_DOC_TYPES as readonly string[]).includes(level)) return `level_${level}` as DocumentId;
  return null;
}

/** True when the app has a page at this path (route patterns with their allowed parameters). */
export function isAppPath(path: string): boolean {
  if (documentAtPath(path)) return true;
  const record = /^\/record\/([a-z]+)$/.exec(path)?.[1];
  if (record !== undefined) return isRecordKind(record);
  return ROUTE_CATALOG.some((route) => {
    if (route.path === '/static/$doc' || route.path === '/level/doc/$docType' || route.path === '/record/$record')
      return false;
    const pattern = new RegExp(`^${route.path.replace(/\$[A-Za-z]+/g, '[A-Za-z0-9_-]{1,64}')}$`);
    return pattern.test(path);
  });
}

export function checkDocuments(contentDir: string, ids: readonly string[] = DOCUMENT_IDS): DocumentReport {
  const problems: string[] = [];
  const gaps: string[] = [];
  const compiled = new Map<string, CompiledDocument>();
  for (const doc of ids) {
    for (const locale of DOCUMENT_LOCALES) {
      const file = join(contentDir, doc, `${locale}.md`);
      if (!existsSync(file)) {
        if (locale === 'en') problems.push(`${doc}/en.md is missing: the document has no text at all`);
        else gaps.push(`${doc}/${locale}`);
        continue;
      }
      try {
        compiled.set(`${doc}/${locale}`, compileDocument(readFileSync(file, 'utf8'), `${doc}/${locale}.md`));
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  const textOf = (doc: string, locale: string) => compiled.get(`${doc}/${locale}`) ?? compiled.get(`${doc}/en`);
  let links = 0;
  for (const [key, text] of compiled) {
    const [doc = '', locale = 'en'] = key.split('/');
    for (const href of text.links) {
      links++;
      if (href.startsWith('https://') || href.startsWith('mailto:')) continue;
      const [path = '', anchor] = href.split('#');
      if (path && !isAppPath(path)) {
        problems.push(`${key}.md: link to ${href}: no such page`);
        continue;
      }
      if (!anchor) continue;
      const target = path ? documentAtPath(path) : doc;
      const targetText = target ? textOf(target, locale) : undefined;
      if (!targetText?.anchors.includes(anchor)) problems.push(`${key}.md: link to ${href}: no such anchor`);
    }
  }
  return { problems, gaps, compiled: compiled.size, links };
}
