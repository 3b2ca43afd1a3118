import { z } from './zod.js';
import { pageQuery, paged, strictBody } from './common.js';

/** A help topic's address: the slug lowercased, spaces as hyphens (spec section 2). */
export const topicOf = (slug: string) => slug.trim().toLowerCase().replace(/\s+/g, '-');

/** The page of a help topic: `/settings/{topic}` (spec section 2). */
export const helpTopicPath = (slug: string) => `/settings/${topicOf(slug)}`;

/**
 * The help pages the app links to by name (Sign Up's "Terms and Conditions"): each is one a fresh
 * installation has (migration 0011), so every link the app shows opens its page.
 */
export const LINKED_HELP_TOPICS = { terms: 'Terms' } as const;

const SLUG = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,79}$/u;

export const contentPageBody = strictBody({
  slug: z
    .string({ error: 'Slug is required.' })
    .trim()
    .regex(SLUG, 'Use 1 to 80 letters, digits, spaces, _ or -, starting with a letter or digit.'),
  title: z
    .string({ error: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(200, 'The title is too long (200 characters at most).'),
  body: z
    .string({ error: 'Content is required.' })
    .max(200_000, 'The page is too long (200,000 characters at most).'),
  published: z.boolean().default(true),
});
export type ContentPageBody = z.infer<typeof contentPageBody>;

export const contentPageUpdate = contentPageBody.extend({
  id: z.number().int().positive().max(2_147_483_647),
});
export type ContentPageUpdate = z.infer<typeof contentPageUpdate>;

export const contentPage = z.object({
  id: z.number(),
  slug: z.string(),
  topic: z.string(),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentPageQuery = z
  .object({
    topic: z.string().trim().min(1).max(100).optional(),
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((q) => q.topic !== undefined || q.id !== undefined, {
    message: 'Give a topic or an id.',
  });

export const contentPagesQuery = z.object({
  ...pageQuery,
  q: z.string().trim().max(100).optional(),
});
export const contentPagesResponse = paged(contentPage.omit({ body: true }));
export const contentIdQuery = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const slugsResponse = z.object({ slugs: z.array(z.string()) });
