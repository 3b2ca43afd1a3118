import { contentPageBody, contentPageUpdate, topicOf } from '@prd/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LazyMarkdown } from '../../../../components/markdown/lazy-markdown';
import { Button } from '../../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { TextField } from '../../../../components/ui/text-field';
import { notify } from '../../../../lib/toast';
import {
  type ContentPage,
  useCreateAdminContentPageMutation,
  useUpdateAdminContentPageMutation,
} from '../../api/content-pages';
import { errorText, fieldIssues } from '../ai-keys/form-helpers';
import { t } from './strings';

/** Both panes on a desktop; on a phone, one at a time behind tabs. */
const pane =
  'min-w-0 data-[state=inactive]:hidden md:data-[state=inactive]:flex flex flex-col gap-1.5';

export const addressOf = (slug: string) => `/settings/${topicOf(slug)}`;

/** Create (`page` absent) or edit a page: title, slug, published, Markdown with its preview. */
export function PageForm({ page, onDone }: { page?: ContentPage; onDone: () => void }) {
  const [v, setV] = useState({
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    body: page?.body ?? '',
    published: page?.published ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateAdminContentPageMutation();
  const [update, updating] = useUpdateAdminContentPageMutation();
  const busy = creating.isLoading || updating.isLoading;
  const bodyId = useId();
  const publishedId = useId();
  const slug = v.slug.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = page
      ? contentPageUpdate.safeParse({ ...v, id: page.id })
      : contentPageBody.safeParse(v);
    if (!checked.success) return setErrors(fieldIssues(checked.error.issues));
    setErrors({});
    try {
      if (page) await update({ ...checked.data, id: page.id }).unwrap();
      else await create(checked.data).unwrap();
      notify.success(page ? t.editor.updated : t.editor.created);
      onDone();
    } catch (err) {
      // 422 (a duplicate slug, a field the server refuses): its first detail is the message.
      setFailure(errorText(err, t.editor.saveFailed));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t.editor.title}
          value={v.title}
          onChange={(e) => setV((s) => ({ ...s, title: e.target.value }))}
          error={errors.title}
        />
        <div className="grid gap-1">
          <TextField
            label={t.editor.slug}
            value={v.slug}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setV((s) => ({ ...s, slug: e.target.value }))}
            error={errors.slug}
          />
          <p className="text-xs text-ink-muted">
            {slug ? (
              <>
                {t.editor.address}{' '}
                <Link
                  to={addressOf(slug)}
                  target="_blank"
                  rel="noopener"
                  className="font-mono text-brand-700 underline-offset-2 hover:underline dark:text-indigo-300"
                >
                  {addressOf(slug)}
                </Link>
              </>
            ) : (
              t.editor.addressPending
            )}
          </p>
        </div>
      </div>
      <label htmlFor={publishedId} className="flex items-center gap-2 text-sm text-ink">
        <input
          id={publishedId}
          type="checkbox"
          checked={v.published}
          onChange={(e) => setV((s) => ({ ...s, published: e.target.checked }))}
          className="size-4 accent-brand-600"
        />
        {t.editor.published}
      </label>
      <Tabs defaultValue="write" className="grid gap-3">
        <TabsList variant="pills" className="md:hidden">
          <TabsTrigger variant="pills" value="write">
            {t.editor.write}
          </TabsTrigger>
          <TabsTrigger variant="pills" value="preview">
            {t.editor.preview}
          </TabsTrigger>
        </TabsList>
        <div className="grid gap-4 md:grid-cols-2">
          <TabsContent value="write" forceMount className={pane}>
            <label htmlFor={bodyId} className="text-sm font-medium text-ink">
              {t.editor.body}
            </label>
            <textarea
              id={bodyId}
              value={v.body}
              rows={18}
              spellCheck
              aria-invalid={errors.body ? true : undefined}
              onChange={(e) => setV((s) => ({ ...s, body: e.target.value }))}
              className="min-h-80 w-full flex-1 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            />
            {errors.body && <p className="text-xs text-danger dark:text-red-300">{errors.body}</p>}
          </TabsContent>
          <TabsContent value="preview" forceMount className={pane}>
            <p className="text-sm font-medium text-ink" aria-hidden="true">
              {t.editor.preview}
            </p>
            <section
              aria-label={t.editor.preview}
              className="min-h-80 flex-1 overflow-auto rounded-lg border border-line bg-surface-muted/40 px-4 py-3 text-sm text-ink"
            >
              {v.body.trim() ? (
                <LazyMarkdown text={v.body} />
              ) : (
                <p className="text-ink-muted">{t.editor.previewEmpty}</p>
              )}
            </section>
          </TabsContent>
        </div>
      </Tabs>
      {failure && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t.editor.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t.editor.saving : t.editor.save}
        </Button>
      </div>
    </form>
  );
}
