import { helpTopicPath, paths } from '@prd/contract';
import { baseApi } from '../../../lib/base-api';

/** The slug list (spec section 6: either token, the admin's first). */
const HELP_SLUGS_PATH = paths.content.getAllSlugs;

const fromItem = (item: unknown): string | null => {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const { slug } = item as { slug?: unknown };
    if (typeof slug === 'string') return slug;
  }
  return null;
};

/** "A list of slugs" (spec section 3): a bare array, or one wrapped in an object. */
export function toSlugs(body: unknown): string[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (Object.values(body).find(Array.isArray) ?? [])
      : [];
  const slugs = (list as unknown[]).map(fromItem).filter((s): s is string => !!s?.trim());
  return [...new Set(slugs)];
}

/** Shown text: underscores as spaces. */
export const topicLabel = (slug: string) => slug.replace(/_/g, ' ').trim();

/** Route of a topic (spec section 2): the slug lowercased, spaces turned into hyphens. */
export const topicPath = helpTopicPath;

const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHelpTopicSlugs: build.query<string[], void>({
      query: () => ({ path: HELP_SLUGS_PATH, auth: 'either' }),
      transformResponse: toSlugs,
    }),
  }),
});

export const { useGetHelpTopicSlugsQuery } = helpApi;
