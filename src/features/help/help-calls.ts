/**
 * The help center's reads (kernel/data), one function per read: a route loader and its page build the
 * same call, so the page finds what the loader (or the server's render) already asked for. The
 * content is the same for every visitor; only the answer to "Did this help?" is the visitor's own.
 */
import { getHelpCategories, getHelpQuestion } from '@/api/contract/help';
import type { AnswerOf, ContractLocale } from '@/api/contract/endpoint';
import { endpointCall, type RemoteCall } from '@/kernel/data/remote-call';
import { loadRouteData, type RouteDataContext } from '@/kernel/data/route-data';
import { requestIdOf, settledOf } from '@/kernel/data/remote-cache';
import { isNotFound } from '@/kernel/data/remote-errors';
import { notFound } from '@tanstack/react-router';
import { pageLocale } from '@/i18n/i18n';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import type { Locale } from '@/platform/brand';

const LOCALES: readonly ContractLocale[] = ['en', 'zh', 'es', 'pt', 'ja'];

/** The help content's language for a page language (the server falls back to English the same way). */
export const contentLocaleOf = (locale: string): ContractLocale => LOCALES.find((l) => locale.startsWith(l)) ?? 'en';

/** /feedback_help and its categories: every topic with its question titles. */
export const helpCategoriesCall = (locale: ContractLocale): RemoteCall<AnswerOf<typeof getHelpCategories>> =>
  endpointCall(getHelpCategories, { locale });

/** /feedback_help/question/{id}: the answer's text (its `vote` is the caller's: see helpVoteCall). */
export const helpQuestionCall = (
  locale: ContractLocale,
  questionId: string,
): RemoteCall<AnswerOf<typeof getHelpQuestion>> => endpointCall(getHelpQuestion, { locale, question_id: questionId });

/**
 * The visitor's own earlier answer to "Did this help?": the same read as the question's, under a key
 * that names the visitor, so an answer the server read without a login (or another user's) is never shown as theirs.
 */
export const helpVoteCall = (
  locale: ContractLocale,
  questionId: string,
  userId: string,
): RemoteCall<AnswerOf<typeof getHelpQuestion>['vote']> => {
  const call = helpQuestionCall(locale, questionId);
  return { key: `${call.key}@${userId}`, load: async (client) => (await call.load(client)).vote };
};

/** The route's content language: the server render's, or the page's in the browser. */
const routeLocale = async (context: { readonly locale?: Locale }): Promise<ContractLocale> =>
  contentLocaleOf(context.locale ?? (await pageLocale()));

/** What the loader's read answered, if it is in (a slower answer is left to the page). */
function answered<T>(
  context: RouteDataContext,
  call: RemoteCall<T>,
): { ok: true; data: T } | { ok: false; error: unknown } | undefined {
  return settledOf(context.client, requestIdOf(call.key, 0)) as
    { ok: true; data: T } | { ok: false; error: unknown } | undefined;
}

type HelpRouteContext = RouteDataContext & { readonly locale?: Locale };

/** /feedback_help: the area's texts and the topics read. */
export async function loadHelpHome(context: HelpRouteContext): Promise<void> {
  await Promise.all([loadRouteCatalog('help'), loadRouteData(context, helpCategoriesCall(await routeLocale(context)))]);
}

/**
 * /feedback_help/category/{id}: the area's texts and the topics read; a topic the answer does not
 * have is not found (the route's not-found state, a 404 on the server). A slower answer is left to the page.
 */
export async function loadHelpCategory(context: HelpRouteContext, categoryId: string): Promise<void> {
  const call = helpCategoriesCall(await routeLocale(context));
  await Promise.all([loadRouteCatalog('help'), loadRouteData(context, call)]);
  const answer = answered(context, call);
  if (answer?.ok === true && !answer.data.categories.some((c) => c.category_id === categoryId)) throw notFound();
}

/**
 * /feedback_help/question/{id}: the area's texts and the question read; a question the server does not have is not
 * found.
 */
export async function loadHelpQuestion(context: HelpRouteContext, questionId: string): Promise<void> {
  const call = helpQuestionCall(await routeLocale(context), questionId);
  await Promise.all([loadRouteCatalog('help'), loadRouteData(context, call)]);
  const answer = answered(context, call);
  if (answer?.ok === false && isNotFound(answer.error)) throw notFound();
}
