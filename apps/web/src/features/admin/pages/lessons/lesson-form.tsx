import {
  lessonBody,
  lessonLimits,
  lessonUpdate,
  type Lesson,
  type LessonSubject,
  type LessonSummary,
} from '@prd/contract';
import { useId, useState, type FormEvent } from 'react';
import { LazyMarkdown } from '../../../../components/markdown/lazy-markdown';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Switch } from '../../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { TextField } from '../../../../components/ui/text-field';
import { notify } from '../../../../lib/toast';
import { useAdminLessonQuery, useSaveLessonMutation } from '../../api/lessons';
import { LoadingState } from '../../components/states';
import { errorText, fieldIssues, positionOf, SelectField, TextAreaField } from './form-bits';
import { t } from './strings';

export interface LessonTarget {
  subjectId: number;
  editing?: LessonSummary;
}

/** Add a lesson, or edit one once its Markdown has loaded. */
export function LessonForm({
  target,
  subjects,
  onClose,
}: {
  target: LessonTarget;
  subjects: LessonSubject[];
  onClose: () => void;
}) {
  const id = target.editing?.id;
  const { data, isError, error } = useAdminLessonQuery(id ?? 0, { skip: id === undefined });
  const title = id === undefined ? t.form.newLesson : t.form.editLesson;
  const ready = id === undefined || data?.id === id;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(error, t.loadFailed)}
        </p>
      ) : ready ? (
        <LessonFields
          key={id ?? 'new'}
          lesson={data}
          subjectId={target.subjectId}
          subjects={subjects}
          onClose={onClose}
        />
      ) : (
        <LoadingState label={t.form.loadingLesson} />
      )}
    </Modal>
  );
}

function LessonFields({
  lesson,
  subjectId: initialSubject,
  subjects,
  onClose,
}: {
  lesson: Lesson | undefined;
  subjectId: number;
  subjects: LessonSubject[];
  onClose: () => void;
}) {
  const [subjectId, setSubjectId] = useState(lesson?.subject_id ?? initialSubject);
  const [title, setTitle] = useState(lesson?.title ?? '');
  const [body, setBody] = useState(lesson?.body ?? '');
  const [position, setPosition] = useState(String(lesson?.position ?? 0));
  const [published, setPublished] = useState(lesson?.published ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading: busy }] = useSaveLessonMutation();
  const publishedId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const fields = {
      subject_id: subjectId,
      title,
      body,
      position: positionOf(position),
      published,
    };
    const checked = lesson
      ? lessonUpdate.safeParse({ ...fields, id: lesson.id })
      : lessonBody.safeParse(fields);
    if (!checked.success) {
      setErrors(fieldIssues(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await save(checked.data).unwrap();
      notify.success(t.form.saved.lessons);
      onClose();
    } catch (err) {
      setFailure(errorText(err, t.form.saveFailed));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.form.subject}
          value={subjectId}
          onChange={(e) => setSubjectId(Number(e.target.value))}
          options={subjects}
          error={errors.subject_id}
        />
        <TextField
          label={t.form.position}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          error={errors.position}
        />
      </div>
      <TextField
        label={t.form.title}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <Tabs defaultValue="write">
        <TabsList variant="pills" aria-label={t.form.bodyView}>
          <TabsTrigger variant="pills" value="write">
            {t.form.write}
          </TabsTrigger>
          <TabsTrigger variant="pills" value="preview">
            {t.form.preview}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="write" className="mt-3">
          <TextAreaField
            label={t.form.body}
            rows={14}
            maxLength={lessonLimits.body}
            spellCheck
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={errors.body}
            className="font-mono"
          />
        </TabsContent>
        <TabsContent
          value="preview"
          className="mt-3 max-h-[50vh] overflow-y-auto rounded-lg border border-line p-4 text-ink"
        >
          {body.trim() ? (
            <LazyMarkdown text={body} />
          ) : (
            <p className="text-sm text-ink-muted">{t.form.nothingToPreview}</p>
          )}
          {errors.body && (
            <p role="alert" className="mt-2 text-xs text-danger">
              {errors.body}
            </p>
          )}
        </TabsContent>
      </Tabs>
      <div className="flex items-center gap-3">
        <Switch
          checked={published}
          onCheckedChange={setPublished}
          aria-labelledby={publishedId}
          aria-describedby={`${publishedId}-hint`}
        />
        <div>
          <p id={publishedId} className="text-sm font-medium text-ink">
            {t.form.published}
          </p>
          <p id={`${publishedId}-hint`} className="text-xs text-ink-muted">
            {t.form.publishedHint}
          </p>
        </div>
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t.form.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t.form.saving : t.form.save}
        </Button>
      </div>
    </form>
  );
}
